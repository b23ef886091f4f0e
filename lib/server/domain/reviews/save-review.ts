import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewSaveCall } from '@/lib/contract/calls/review';
import { RefusedError } from '@/lib/contract/errors';
import { BUYERS_ONLY_MESSAGE, reviewAuthorName } from '@/lib/shop/review-eligibility';
import { requireShopper, accountNamesOf } from '@/lib/server/domain/accounts';
import { forgetCatalogAnswers, lockProduct } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db';
import { reviews } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { syncProductRatings } from './product-ratings';
import { hasReceivedProduct } from '@/lib/server/domain/orders';
import { productIdOf } from './review-reads';

type Draft = z.infer<typeof reviewSaveCall.input>;

/**
 * POST /api/review/save: signed-in buyers of the product may review it. The shopper must
 * hold an order with the product that has arrived, or the call answers code 0 and stores nothing.
 * One review per buyer and product (the unique index reviews_user_product_key): saving again
 * edits it. The draft passed the moderation rules in the contract, so it is published at once,
 * and the product's rating and its catalog cards change with it.
 */
export async function saveReview(draft: Draft, context: CallContext): Promise<{ id: number }> {
  const { userId } = await requireShopper(context);
  const productId = await productIdOf(draft.code);
  const db = await database();
  if (!(await hasReceivedProduct(db, userId, productId))) throw new RefusedError(BUYERS_ONLY_MESSAGE);
  const account = await accountNamesOf(db, userId);
  const written = {
    authorName: reviewAuthorName(account?.firstName ?? '', account?.lastName ?? ''),
    rating: draft.rating,
    title: draft.title || null,
    body: draft.text,
    verifiedBuyer: true,
    isPublished: true,
  };
  const id = await db.transaction(async (tx) => {
    // Reviews of one product are written one at a time, so each recount sees the others' rows.
    await lockProduct(tx, productId);
    const [row] = await tx
      .insert(reviews)
      .values({ productId, userId, ...written })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.productId],
        targetWhere: sql`${reviews.userId} is not null`,
        // A review the shop hid stays hidden when its author edits it.
        set: { ...written, isPublished: sql`${reviews.hiddenAt} is null` },
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('the review was not stored');
    // The new rating reaches the catalog's cards and listings by the products trigger (migration 0012).
    await syncProductRatings(tx, [productId]);
    return row.id;
  });
  // The change notice clears every instance's cached listings, this one's a moment after the
  // commit: clear them now, so the reviewer's next page already shows the new rating.
  forgetCatalogAnswers();
  return { id };
}
