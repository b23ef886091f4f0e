import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReview, reviewAdminListCall } from '@/lib/contract/calls/admin/reviews';
import { NotFoundError } from '@/lib/contract/errors';
import { pageAnswer } from '@/lib/contract/fields';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import {
  forgetCatalogAnswers,
  lockProduct,
  productIdByCode,
  productNamesById,
} from '@/lib/server/domain/catalog';
import { database, escapeLike, type Database } from '@/lib/server/platform/db';
import { reviews } from './tables';

// The operator console's reviews. Hiding unpublishes the review: the product page and /api/review/*
// read published reviews only, and the ratings follow every write to the table by trigger
// (migration 0014), the cards and listings with them (0012). The change notice 'review:CODE' (0010)
// redraws the product page on every instance.

type ListInput = z.infer<typeof reviewAdminListCall.input>;
type ReviewRow = typeof reviews.$inferSelect;
type Reader = Pick<Database, 'select'>;

async function toAdminReviews(db: Reader, rows: ReviewRow[]): Promise<AdminReview[]> {
  const names = await productNamesById(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => {
    const product = names.get(row.productId);
    return {
      id: row.id,
      productId: row.productId,
      productCode: product?.code ?? null,
      productName: product?.name ?? null,
      rating: row.rating,
      title: row.title,
      text: row.body,
      author: row.authorName,
      verifiedBuyer: row.verifiedBuyer,
      createdAt: row.createdAt.toISOString(),
      published: row.isPublished,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      reply:
        row.shopReply === null
          ? null
          : { text: row.shopReply, repliedAt: (row.shopRepliedAt ?? row.createdAt).toISOString() },
    };
  });
}

/** POST /api/admin/reviews/list: newest first, filtered and paged on the server. */
export async function listReviewsForOperator(input: ListInput) {
  const db = await database();
  const where: SQL[] = [];
  if (input.productCode !== undefined) {
    const productId = await productIdByCode(db, input.productCode);
    if (productId === null) return pageAnswer<AdminReview>([], 0, input);
    where.push(eq(reviews.productId, productId));
  }
  if (input.rating !== undefined) where.push(eq(reviews.rating, input.rating));
  if (input.visibility === 'visible') where.push(eq(reviews.isPublished, true));
  if (input.visibility === 'hidden') where.push(eq(reviews.isPublished, false));
  if (input.replied !== undefined)
    where.push(input.replied ? isNotNull(reviews.shopReply) : isNull(reviews.shopReply));
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    const matches = or(
      ilike(reviews.title, pattern),
      ilike(reviews.body, pattern),
      ilike(reviews.authorName, pattern),
    );
    if (matches) where.push(matches);
  }
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(reviews)
    .where(condition)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ count: count() }).from(reviews).where(condition);
  return pageAnswer(await toAdminReviews(db, rows), total?.count ?? 0, input);
}

export type Change = (
  row: ReviewRow,
  now: Date,
) => { set: Partial<ReviewRow>; action: string; summary: string; before: unknown; after: unknown } | null;

/**
 * Applies one operator change to a review in a transaction with its audit line. A change that
 * would change nothing (hiding a hidden review) writes and logs nothing. The product is locked
 * first, as the shopper's save does, so the trigger's recount sees every other write.
 */
async function changeReview(id: number, actor: AuditActor, change: Change): Promise<AdminReview> {
  const db = await database();
  const changed = await db.transaction(async (tx) => {
    const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    if (!found) throw new NotFoundError('The review');
    await lockProduct(tx, found.productId);
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw new NotFoundError('The review');
    const step = change(row, new Date());
    if (!step) return false;
    await tx.update(reviews).set(step.set).where(eq(reviews.id, id));
    await recordAction(tx, actor, {
      action: step.action,
      objectType: 'review',
      objectId: id,
      summary: step.summary,
      before: step.before,
      after: step.after,
    });
    return true;
  });
  // The rating on this instance's cached cards changes now, not a moment later with the notice.
  if (changed) forgetCatalogAnswers();
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw new NotFoundError('The review');
  const [answer] = await toAdminReviews(db, [row]);
  if (!answer) throw new NotFoundError('The review');
  return answer;
}

const stars = (row: ReviewRow) => `${row.rating}-star review by ${row.authorName}`;

/** Hiding one review, alone or in a selection (review-selection.ts); null when it is hidden already. */
export const hideStep =
  (actor: AuditActor): Change =>
  (row, now) =>
    row.hiddenAt !== null && !row.isPublished
      ? null
      : {
          set: { isPublished: false, hiddenAt: now, hiddenBy: actor.staffId },
          action: 'review.hide',
          summary: `Hid the ${stars(row)}`,
          before: { published: row.isPublished },
          after: { published: false },
        };

/** POST /api/admin/reviews/hide */
export function hideReview(input: { id: number }, actor: AuditActor): Promise<AdminReview> {
  return changeReview(input.id, actor, hideStep(actor));
}

/** POST /api/admin/reviews/restore */
export function restoreReview(input: { id: number }, actor: AuditActor): Promise<AdminReview> {
  return changeReview(input.id, actor, (row) =>
    row.isPublished && row.hiddenAt === null
      ? null
      : {
          set: { isPublished: true, hiddenAt: null, hiddenBy: null },
          action: 'review.restore',
          summary: `Showed the ${stars(row)} again`,
          before: { published: row.isPublished },
          after: { published: true },
        },
  );
}

/** POST /api/admin/reviews/reply: writes or changes the shop's answer. */
export function replyToReview(input: { id: number; text: string }, actor: AuditActor): Promise<AdminReview> {
  return changeReview(input.id, actor, (row, now) =>
    row.shopReply === input.text
      ? null
      : {
          set: { shopReply: input.text, shopRepliedAt: now, shopRepliedBy: actor.staffId },
          action: row.shopReply === null ? 'review.reply' : 'review.editReply',
          summary: `Answered the ${stars(row)}`,
          before: { reply: row.shopReply },
          after: { reply: input.text },
        },
  );
}

/** POST /api/admin/reviews/removeReply */
export function removeReviewReply(input: { id: number }, actor: AuditActor): Promise<AdminReview> {
  return changeReview(input.id, actor, (row) =>
    row.shopReply === null
      ? null
      : {
          set: { shopReply: null, shopRepliedAt: null, shopRepliedBy: null },
          action: 'review.removeReply',
          summary: `Took the answer off the ${stars(row)}`,
          before: { reply: row.shopReply },
          after: { reply: null },
        },
  );
}
