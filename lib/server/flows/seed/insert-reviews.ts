import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { products } from '../../platform/db/schema';
import type { SeedReview } from './generate-reviews';

/** Reviews per INSERT: each column travels as one array parameter, so a batch can be large. */
const REVIEW_BATCH_ROWS = 10_000;

/**
 * Writes the seed's reviews once the products they belong to exist; returns how many. Column
 * arrays unnested in one statement per batch are several times faster than rows of parameters,
 * which matters for the 10,000-product bench catalog (about 50,000 reviews).
 */
export async function insertReviews(
  db: Pick<Database, 'select' | 'execute'>,
  seedReviews: readonly SeedReview[],
): Promise<number> {
  const productIds = new Map(
    (await db.select({ id: products.id, code: products.code }).from(products)).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const rows = seedReviews.flatMap((review) => {
    const productId = productIds.get(review.productCode);
    return productId === undefined ? [] : [{ productId, ...review }];
  });
  for (let start = 0; start < rows.length; start += REVIEW_BATCH_ROWS) {
    const batch = rows.slice(start, start + REVIEW_BATCH_ROWS);
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(batch.map(pick));
    await db.execute(sql`
      insert into reviews (product_id, author_name, rating, title, body, verified_buyer, created_at)
      select * from unnest(
        ${column((row) => row.productId)}::int[], ${column((row) => row.authorName)}::text[],
        ${column((row) => row.rating)}::smallint[], ${column((row) => row.title)}::text[],
        ${column((row) => row.body)}::text[], ${column((row) => row.verifiedBuyer)}::boolean[],
        ${column((row) => row.createdAt.toISOString())}::timestamptz[])`);
  }
  return rows.length;
}
