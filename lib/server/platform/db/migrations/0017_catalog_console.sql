-- The operator console's catalog: product status, stock adjustments and thresholds, uploaded images
-- in several widths, banner schedules, the about/why-choose pages' blocks, review moderation and
-- replies, coupon limits.
CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"page" text NOT NULL,
	"key" text NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_blocks_page_key_pk" PRIMARY KEY("page","key")
);
--> statement-breakpoint
DROP INDEX "user_coupons_key";--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "widths" smallint[];--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_widths" smallint[];--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_wall_entries" ADD COLUMN "image_widths" smallint[];--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_replied_by" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_updated_by_staff_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_variant_idx" ON "stock_adjustments" USING btree ("variant_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_staff_members_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_replied_by_staff_members_id_fk" FOREIGN KEY ("shop_replied_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_unused_key" ON "user_coupons" USING btree ("user_id","coupon_id") WHERE "user_coupons"."used_at" is null;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_low_stock_check" CHECK ("product_variants"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_total_limit" CHECK ("coupons"."total_limit" is null or "coupons"."total_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit" CHECK ("coupons"."per_customer_limit" > 0);--> statement-breakpoint
-- products.is_active (what listings, the sitemap and checkout read) follows products.status, and a
-- writer that only knows is_active (plain SQL, an older script) moves status with it.
UPDATE "products" SET "status" = 'archived' WHERE NOT "is_active";
--> statement-breakpoint
CREATE FUNCTION "product_status_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'published' AND NOT NEW.is_active THEN
      NEW.status := 'archived';
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.is_active := NEW.status = 'published';
    RETURN NEW;
  ELSIF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.status := CASE WHEN NEW.is_active THEN 'published' ELSE 'archived' END;
    RETURN NEW;
  END IF;
  NEW.is_active := NEW.status = 'published';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_status_follows" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_status_follows"();
--> statement-breakpoint
-- An edited block of the about or why-choose page redraws those pages (lib/server/page-cache).
CREATE TRIGGER "page_blocks_page_change" AFTER INSERT OR UPDATE OR DELETE ON "page_blocks"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('pages');
--> statement-breakpoint
-- A card shows a colour's first uploaded photo, else its drawing, with the widths it is stored in.
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
