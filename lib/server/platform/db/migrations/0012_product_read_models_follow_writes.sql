-- The catalog's read models follow every write: "whatever changes a product, variant, image, price,
-- stock or review row (the shop, an operator, plain SQL), product_listings, product_search and
-- product_cards are current". They are rebuilt here, in the writer's own transaction, by triggers
-- on the tables they copy: products (a review reaches them through products.rating_average and
-- rating_count), frame_specs, product_variants and product_images. The triggers run once per
-- statement, over the rows it changed, so an UPDATE of 10,000 prices rebuilds those products once.
-- A deleted product's rows go with it (ON DELETE CASCADE).
--
-- Stock is not copied: a card's in-stock flag is read live (lib/server/catalog/product-cards.ts),
-- so an order, which moves only stock, rebuilds nothing.

-- Rebuilds the three read models of these products, or of every product when ids is null.
-- lib/server/catalog/product-listings.ts calls it too (the start-up rebuild of an empty model).
CREATE FUNCTION "refresh_product_read_models"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
    shape, material, rim, size, gender, color_mask)
  SELECT p.id, p.type, p.is_active, p.is_new_arrival, p.is_best_seller, p.featured_rank, p.created_at,
    p.price_cents, p.flash_sale_price_cents, p.flash_sale_ends_at, p.rating_average, p.rating_count,
    f.shape, f.material, f.rim, f.size, f.gender,
    coalesce((SELECT bit_or(1 << (array_position(families, v.color_family) - 1))
      FROM product_variants v WHERE v.product_id = p.id), 0)
  FROM products p LEFT JOIN frame_specs f ON f.product_id = p.id
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET
    type = excluded.type, is_active = excluded.is_active, is_new_arrival = excluded.is_new_arrival,
    is_best_seller = excluded.is_best_seller, featured_rank = excluded.featured_rank,
    created_at = excluded.created_at, price_cents = excluded.price_cents,
    flash_sale_price_cents = excluded.flash_sale_price_cents, flash_sale_ends_at = excluded.flash_sale_ends_at,
    rating_average = excluded.rating_average, rating_count = excluded.rating_count,
    shape = excluded.shape, material = excluded.material, rim = excluded.rim, size = excluded.size,
    gender = excluded.gender, color_mask = excluded.color_mask;

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
            SELECT jsonb_build_object('path', i.path, 'alt', i.alt, 'width', i.width, 'height', i.height)
            FROM product_images i WHERE i.variant_id = v.id AND i.view = 'front'
            ORDER BY i.sort, i.id LIMIT 1))
        ORDER BY v.sort, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::jsonb))
  FROM products p
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET is_active = excluded.is_active, card = excluded.card;
END
$$;
--> statement-breakpoint
-- After a statement on a table the read models copy: rebuilds the products whose rows it changed.
-- TG_ARGV[0] says how a row names its product (product, frame, variant, image); TG_ARGV[1] lists
-- columns the read models do not copy, whose changes alone rebuild nothing (a variant's stock).
-- The transition tables are named alike on every table: changed_rows (new), earlier_rows (old).
CREATE FUNCTION "product_read_models_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  unread text[] := coalesce(TG_ARGV[1], '{}')::text[];
  moved jsonb[];
  ids integer[];
BEGIN
  -- A bulk load may rebuild once at its end instead (the seed does, lib/server/seed/seed-shop.ts):
  -- SET LOCAL oculo.defer_product_read_models = 'on', then SELECT refresh_product_read_models(null).
  IF current_setting('oculo.defer_product_read_models', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(to_jsonb(r)) INTO moved FROM changed_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(to_jsonb(r)) INTO moved FROM earlier_rows r;
  ELSE
    -- Rows rewritten as they were, or changed only in unread columns, are left out.
    SELECT array_agg(m.row) INTO moved FROM (
      (SELECT to_jsonb(r) - unread AS row FROM changed_rows r
        EXCEPT SELECT to_jsonb(r) - unread FROM earlier_rows r)
      UNION ALL
      (SELECT to_jsonb(r) - unread FROM earlier_rows r
        EXCEPT SELECT to_jsonb(r) - unread FROM changed_rows r)) m;
  END IF;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  IF kind = 'product' THEN
    ids := ARRAY(SELECT DISTINCT (m ->> 'id')::integer FROM unnest(moved) m);
  ELSIF kind = 'image' THEN
    -- An image deleted with its variant names no product any more: the variant's trigger rebuilt it.
    ids := ARRAY(SELECT DISTINCT v.product_id FROM unnest(moved) m
      JOIN product_variants v ON v.id = (m ->> 'variant_id')::integer);
  ELSE
    ids := ARRAY(SELECT DISTINCT (m ->> 'product_id')::integer FROM unnest(moved) m);
  END IF;
  IF kind <> 'product' THEN
    -- Two transactions writing different rows of one product (two of its colours) would each
    -- rebuild it without the other's change, and the later rebuild would win. Writers of one
    -- product's rows take turns on its row here, as writers of the row itself already do; the
    -- rebuild that waited then reads the other's committed change.
    PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  END IF;
  PERFORM refresh_product_read_models(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_read_models_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('product');
--> statement-breakpoint
CREATE TRIGGER "products_read_models_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('product');
--> statement-breakpoint
CREATE TRIGGER "frame_specs_read_models_insert" AFTER INSERT ON "frame_specs"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('frame');
--> statement-breakpoint
CREATE TRIGGER "frame_specs_read_models_update" AFTER UPDATE ON "frame_specs"
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('frame');
--> statement-breakpoint
CREATE TRIGGER "frame_specs_read_models_delete" AFTER DELETE ON "frame_specs"
  REFERENCING OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('frame');
--> statement-breakpoint
CREATE TRIGGER "product_variants_read_models_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('variant');
--> statement-breakpoint
CREATE TRIGGER "product_variants_read_models_update" AFTER UPDATE ON "product_variants"
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('variant', '{stock}');
--> statement-breakpoint
CREATE TRIGGER "product_variants_read_models_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('variant');
--> statement-breakpoint
CREATE TRIGGER "product_images_read_models_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('image');
--> statement-breakpoint
CREATE TRIGGER "product_images_read_models_update" AFTER UPDATE ON "product_images"
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('image');
--> statement-breakpoint
CREATE TRIGGER "product_images_read_models_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS earlier_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_read_models_follow"('image');
