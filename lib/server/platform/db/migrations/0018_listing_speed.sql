ALTER TABLE "product_listings" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_listings_facets_idx" ON "product_listings" USING gin ("facets") WHERE "product_listings"."is_active";--> statement-breakpoint
-- A listing row's facets: the words the listing filters select on (lib/server/catalog/listing-facets.ts
-- writes the same words), so the GIN index above finds the rows of any mix of category and filters.
-- "sale" is a sale price being set; whether the sale still runs is the query's to check (it depends on
-- the clock). A colour family is named as the variants store it, so a new family needs no migration.
CREATE FUNCTION "product_listing_facets"(product integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
      'type:' || p.type, 'shape:' || f.shape, 'material:' || f.material, 'rim:' || f.rim,
      'size:' || f.size, 'gender:' || f.gender,
      CASE WHEN p.is_new_arrival THEN 'new' END, CASE WHEN p.is_best_seller THEN 'best' END,
      CASE WHEN p.flash_sale_price_cents IS NOT NULL THEN 'sale' END], NULL)
    || ARRAY(SELECT DISTINCT 'color:' || v.color_family FROM product_variants v WHERE v.product_id = p.id
      ORDER BY 1)
  FROM products p LEFT JOIN frame_specs f ON f.product_id = p.id
  WHERE p.id = product
$$;
--> statement-breakpoint
-- The listing rows carry their facets too (migration 0018); otherwise as migration 0017 left it.
CREATE OR REPLACE FUNCTION "refresh_product_read_models"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Bit n of color_mask is families[n + 1]: COLOR_FAMILIES of lib/shop/frame-attributes.ts, in its
  -- order (lib/server/catalog/color-mask.ts). Positions are stored data, so the list only grows at
  -- its end, and a new family needs a migration replacing this function; a test holds the two lists
  -- together (__tests__/api/catalog-read-models-follow-writes.test.ts).
  families constant text[] := ARRAY[
    'black', 'tortoise', 'clear', 'gold', 'silver', 'blue', 'red', 'pink', 'green', 'brown', 'grey',
    'purple'];
BEGIN
  IF ids IS NULL THEN
    ids := ARRAY(SELECT id FROM products);
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_listings (
    product_id, type, is_active, is_new_arrival, is_best_seller, featured_rank, created_at,
    price_cents, flash_sale_price_cents, flash_sale_ends_at, rating_average, rating_count,
    shape, material, rim, size, gender, color_mask, facets)
  SELECT p.id, p.type, p.is_active, p.is_new_arrival, p.is_best_seller, p.featured_rank, p.created_at,
    p.price_cents, p.flash_sale_price_cents, p.flash_sale_ends_at, p.rating_average, p.rating_count,
    f.shape, f.material, f.rim, f.size, f.gender,
    coalesce((SELECT bit_or(1 << (array_position(families, v.color_family) - 1))
      FROM product_variants v WHERE v.product_id = p.id), 0),
    product_listing_facets(p.id)
  FROM products p LEFT JOIN frame_specs f ON f.product_id = p.id
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET
    type = excluded.type, is_active = excluded.is_active, is_new_arrival = excluded.is_new_arrival,
    is_best_seller = excluded.is_best_seller, featured_rank = excluded.featured_rank,
    created_at = excluded.created_at, price_cents = excluded.price_cents,
    flash_sale_price_cents = excluded.flash_sale_price_cents, flash_sale_ends_at = excluded.flash_sale_ends_at,
    rating_average = excluded.rating_average, rating_count = excluded.rating_count,
    shape = excluded.shape, material = excluded.material, rim = excluded.rim, size = excluded.size,
    gender = excluded.gender, color_mask = excluded.color_mask, facets = excluded.facets;

  INSERT INTO product_search (product_id, search_vector)
  -- The code too, so a shopper pasting "OC1024" from a shared link finds the frame.
  SELECT p.id, setweight(to_tsvector('simple', p.code), 'A') || setweight(to_tsvector('english', p.name), 'A')
    || setweight(to_tsvector('english', p.search_text), 'B')
  FROM products p
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET search_vector = excluded.search_vector;

  -- The card's fields are named as StoredCard (lib/server/db/schema/stored-card.ts) names them.
  INSERT INTO product_cards (product_id, is_active, card)
  SELECT p.id, p.is_active, jsonb_build_object(
    'id', p.id, 'code', p.code, 'name', p.name, 'type', p.type, 'summary', p.summary,
    'priceCents', p.price_cents, 'flashSalePriceCents', p.flash_sale_price_cents,
    'flashSaleEndsAt', p.flash_sale_ends_at, 'isNewArrival', p.is_new_arrival,
    'isBestSeller', p.is_best_seller, 'ratingAverage', p.rating_average, 'ratingCount', p.rating_count,
    'colors', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
          'sku', v.sku, 'name', v.color_name, 'family', v.color_family, 'hex', v.color_hex,
          'image', (
            SELECT jsonb_build_object('path', i.path, 'alt', i.alt, 'width', i.width, 'height', i.height,
                'widths', i.widths)
            FROM product_images i WHERE i.variant_id = v.id AND i.view IN ('photo', 'front')
            ORDER BY i.view = 'photo' DESC, i.sort, i.id LIMIT 1))
        ORDER BY v.sort, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::jsonb))
  FROM products p
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET is_active = excluded.is_active, card = excluded.card;
END
$$;
--> statement-breakpoint
-- The rows already there get theirs now; writes keep them current from here on.
UPDATE "product_listings" SET "facets" = product_listing_facets("product_id");
