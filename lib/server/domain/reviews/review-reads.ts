import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  RatingSummary,
  Review,
  ReviewListQuery,
  ReviewPage,
  ReviewSort,
} from '@/lib/contract/calls/review';
import { NotFoundError } from '@/lib/contract/errors';
import { productCardsByCode } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db';
import { reviews } from './tables';
import { summarizeRatings, type Stars } from './rating-summary';

/** How many reviews the product page shows before "More reviews". */
export const PRODUCT_PAGE_REVIEWS = 5;

const published = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.isPublished, true));

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** The id of an active product, or 404 (a withdrawn product's reviews are not shown either). */
export async function productIdOf(code: string): Promise<number> {
  const [card] = await productCardsByCode([code]);
  if (!card) throw new NotFoundError('The product');
  return card.id;
}

export async function ratingSummaryOf(productId: number): Promise<RatingSummary> {
  const db = await database();
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating);
  return summarizeRatings(Object.fromEntries(rows.map((row) => [row.rating as Stars, row.count])));
}

export async function reviewPageOf(
  productId: number,
  query: { page: number; pageSize: number; sort: ReviewSort },
): Promise<ReviewPage> {
  const db = await database();
  const rows = await db
    .select()
    .from(reviews)
    .where(published(productId))
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ count: count() }).from(reviews).where(published(productId));
  const list: Review[] = rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    author: row.authorName,
    createdAt: row.createdAt.toISOString(),
    verifiedBuyer: row.verifiedBuyer,
    reply:
      row.shopReply === null
        ? null
        : { text: row.shopReply, repliedAt: (row.shopRepliedAt ?? row.createdAt).toISOString() },
  }));
  const totalCount = total?.count ?? 0;
  return {
    list,
    total: totalCount,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(totalCount / query.pageSize),
  };
}

/** POST /api/review/list: one page of a product's reviews, by product code. */
export async function listReviews(query: ReviewListQuery): Promise<ReviewPage> {
  return reviewPageOf(await productIdOf(query.code), query);
}

/** POST /api/review/info: a product's rating summary, by product code. */
export async function reviewInfo(code: string): Promise<RatingSummary> {
  return ratingSummaryOf(await productIdOf(code));
}

/** What the product page shows: the rating summary and the first page of the newest reviews. */
export async function reviewsForProduct(
  productId: number,
): Promise<{ summary: RatingSummary; page: ReviewPage }> {
  const [summary, page] = await Promise.all([
    ratingSummaryOf(productId),
    reviewPageOf(productId, { page: 1, pageSize: PRODUCT_PAGE_REVIEWS, sort: 'newest' }),
  ]);
  return { summary, page };
}
