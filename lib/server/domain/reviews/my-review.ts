import { and, eq } from 'drizzle-orm';
import type { CallOutput } from '@/lib/contract/call';
import type { reviewMineCall } from '@/lib/contract/calls/review';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { reviews } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { hasReceivedProduct } from '@/lib/server/domain/orders';
import { productIdOf } from './review-reads';

/**
 * POST /api/review/mine: what the product page's review form needs before it opens — whether the
 * signed-in shopper may review the product (the rule /api/review/save applies) and their saved
 * review of it, which saving again edits.
 */
export async function myReview(
  { code }: { code: string },
  context: CallContext,
): Promise<CallOutput<typeof reviewMineCall>> {
  const shopper = await requireShopper(context);
  const productId = await productIdOf(code);
  const db = await database();
  const eligible = await hasReceivedProduct(db, shopper.userId, productId);
  const [saved] = await db
    .select({ rating: reviews.rating, title: reviews.title, text: reviews.body })
    .from(reviews)
    .where(and(eq(reviews.userId, shopper.userId), eq(reviews.productId, productId)))
    .limit(1);
  return { eligible, review: saved ?? null };
}
