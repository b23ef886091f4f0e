import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';

type Executor = Pick<Database, 'execute'>;

/**
 * Makes products.rating_average (the mean × 100, rounded half up like ratingHundredths) and
 * rating_count equal to the product's published reviews, for the given products or all of them.
 * Every write to reviews already does this by trigger (migration 0014), and the catalog's read
 * models follow the products row (0012); this is for a repair after triggers were off (a bulk load
 * with oculo.defer_product_read_models on).
 */
export async function syncProductRatings(db: Executor, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const scope = productIds
    ? sql`where p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update products p set
      rating_average = coalesce(
        (select round(avg(r.rating) * 100) from reviews r where r.product_id = p.id and r.is_published), 0),
      rating_count = (select count(*) from reviews r where r.product_id = p.id and r.is_published)
    ${scope}`);
}
