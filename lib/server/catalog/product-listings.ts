import { sql, type SQL } from 'drizzle-orm';
import { COLOR_FAMILIES } from '@/lib/shop/frame-attributes';
import type { Database } from '@/lib/server/db';
import { rowsOf } from '@/lib/server/db';
import { forgetCatalogAnswers } from './catalog-answers';

type Executor = Pick<Database, 'execute'>;

/**
 * Rebuilds the catalog's read models of the given products, or of every product: the listing
 * rows (`product_listings`), the keyword vectors (`product_search`) and the stored cards
 * (`product_cards`). Call it after writing a product, its frame data, variants or images;
 * stock alone needs no refresh (cards read it live).
 */
export async function refreshProductListings(db: Executor, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const scope: SQL = productIds
    ? sql`where p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  // Bit n of the colour mask is COLOR_FAMILIES[n] (see color-mask.ts).
  const families = sql`array[${sql.join(
    COLOR_FAMILIES.map((family) => sql`${family}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`
    insert into product_listings (
      product_id, type, is_active, is_new_arrival, is_best_seller, featured_rank, created_at,
      price_cents, flash_sale_price_cents, flash_sale_ends_at, rating_average, rating_count,
      shape, material, rim, size, gender, color_mask)
    select p.id, p.type, p.is_active, p.is_new_arrival, p.is_best_seller, p.featured_rank, p.created_at,
      p.price_cents, p.flash_sale_price_cents, p.flash_sale_ends_at, p.rating_average, p.rating_count,
      f.shape, f.material, f.rim, f.size, f.gender,
      coalesce((select bit_or(1 << (array_position(${families}, v.color_family) - 1))
        from product_variants v where v.product_id = p.id), 0)
    from products p left join frame_specs f on f.product_id = p.id
    ${scope}
    on conflict (product_id) do update set
      type = excluded.type, is_active = excluded.is_active, is_new_arrival = excluded.is_new_arrival,
      is_best_seller = excluded.is_best_seller, featured_rank = excluded.featured_rank,
      created_at = excluded.created_at, price_cents = excluded.price_cents,
      flash_sale_price_cents = excluded.flash_sale_price_cents, flash_sale_ends_at = excluded.flash_sale_ends_at,
      rating_average = excluded.rating_average, rating_count = excluded.rating_count,
      shape = excluded.shape, material = excluded.material, rim = excluded.rim, size = excluded.size,
      gender = excluded.gender, color_mask = excluded.color_mask`);
  await db.execute(sql`
    insert into product_search (product_id, search_vector)
    -- The code too, so a shopper pasting "OC1024" from a shared link finds the frame.
    select p.id, setweight(to_tsvector('simple', p.code), 'A') || setweight(to_tsvector('english', p.name), 'A')
      || setweight(to_tsvector('english', p.search_text), 'B')
    from products p
    ${scope}
    on conflict (product_id) do update set search_vector = excluded.search_vector`);
  // The card's fields are named as StoredCard (stored-card.ts) names them.
  await db.execute(sql`
    insert into product_cards (product_id, is_active, card)
    select p.id, p.is_active, jsonb_build_object(
      'id', p.id, 'code', p.code, 'name', p.name, 'type', p.type, 'summary', p.summary,
      'priceCents', p.price_cents, 'flashSalePriceCents', p.flash_sale_price_cents,
      'flashSaleEndsAt', p.flash_sale_ends_at, 'isNewArrival', p.is_new_arrival,
      'isBestSeller', p.is_best_seller, 'ratingAverage', p.rating_average, 'ratingCount', p.rating_count,
      'colors', coalesce((
        select jsonb_agg(jsonb_build_object(
            'sku', v.sku, 'name', v.color_name, 'family', v.color_family, 'hex', v.color_hex,
            'image', (
              select jsonb_build_object('path', i.path, 'alt', i.alt, 'width', i.width, 'height', i.height)
              from product_images i where i.variant_id = v.id and i.view = 'front'
              order by i.sort, i.id limit 1))
          order by v.sort, v.id)
        from product_variants v where v.product_id = p.id), '[]'::jsonb))
    from products p
    ${scope}
    on conflict (product_id) do update set is_active = excluded.is_active, card = excluded.card`);
  forgetCatalogAnswers();
}

/**
 * Rebuilds the whole read model when products exist but it is empty: after a migration that
 * reshaped it, or a restore of the product tables alone. Runs at start, under the start-up lock.
 */
export async function ensureProductListings(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from products) as "hasProducts",
      exists (select 1 from product_listings) and exists (select 1 from product_search)
        and exists (select 1 from product_cards) as "hasReadModels"`);
  const [state] = rowsOf<{ hasProducts: boolean; hasReadModels: boolean }>(result);
  if (!state?.hasProducts || state.hasReadModels) return false;
  await refreshProductListings(db);
  await db.execute(sql`analyze product_listings`);
  await db.execute(sql`analyze product_search`);
  await db.execute(sql`analyze product_cards`);
  return true;
}
