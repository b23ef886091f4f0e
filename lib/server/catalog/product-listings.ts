import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

type Executor = Pick<Database, 'execute'>;

/**
 * Rebuilds the listing rows (the `product_listings` read model) of the given products, or of
 * every product. Call it after writing a product, its frame data or its variants.
 */
export async function refreshProductListings(db: Executor, productIds?: readonly number[]): Promise<void> {
  const scope: SQL = productIds ? sql`where p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  if (productIds?.length === 0) return;
  await db.execute(sql`
    insert into product_listings (
      product_id, type, is_active, is_new_arrival, is_best_seller, featured_rank, created_at,
      price_cents, flash_sale_price_cents, flash_sale_ends_at, rating_average, rating_count,
      shape, material, rim, size, gender, color_families, search_vector)
    select p.id, p.type, p.is_active, p.is_new_arrival, p.is_best_seller, p.featured_rank, p.created_at,
      p.price_cents, p.flash_sale_price_cents, p.flash_sale_ends_at, p.rating_average, p.rating_count,
      f.shape, f.material, f.rim, f.size, f.gender,
      array(select distinct v.color_family from product_variants v where v.product_id = p.id order by 1),
      setweight(to_tsvector('english', p.name), 'A') || setweight(to_tsvector('english', p.search_text), 'B')
    from products p left join frame_specs f on f.product_id = p.id
    ${scope}
    on conflict (product_id) do update set
      type = excluded.type, is_active = excluded.is_active, is_new_arrival = excluded.is_new_arrival,
      is_best_seller = excluded.is_best_seller, featured_rank = excluded.featured_rank,
      created_at = excluded.created_at, price_cents = excluded.price_cents,
      flash_sale_price_cents = excluded.flash_sale_price_cents, flash_sale_ends_at = excluded.flash_sale_ends_at,
      rating_average = excluded.rating_average, rating_count = excluded.rating_count,
      shape = excluded.shape, material = excluded.material, rim = excluded.rim, size = excluded.size,
      gender = excluded.gender, color_families = excluded.color_families,
      search_vector = excluded.search_vector`);
}
