-- Change notices for the page cache (docs/architecture.md#caching, lib/server/page-cache): every write to a
-- table a shop page shows sends a notice on the channel oculo_page_changes naming what changed,
-- whoever made it (a server of the shop, or an operator by hand in the database). Every server
-- listens and drops the rendered pages that showed it. Notices are sent when the transaction
-- commits and identical ones in one transaction are sent once.
--   product:<code>  the product's page, and every listing
--   stock:<code>    only stock changed: the product's page (availability)
--   catalog         every listing and product page (categories)
--   home, faq       the home page; the help pages
CREATE FUNCTION "notice_page_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  earlier jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END;
  kind text := TG_ARGV[0];
  product_code text;
BEGIN
  IF earlier IS NOT NULL AND earlier = changed THEN
    RETURN NULL; -- rewritten as it was: nothing to redraw
  END IF;
  IF kind = 'product' THEN
    product_code := changed ->> 'code';
    IF earlier IS NOT NULL AND earlier ->> 'code' IS DISTINCT FROM product_code THEN
      PERFORM pg_notify('oculo_page_changes', 'product:' || (earlier ->> 'code'));
    END IF;
  ELSIF kind = 'variant' THEN
    SELECT p.code INTO product_code FROM products p WHERE p.id = (changed ->> 'product_id')::integer;
    -- A sale or an order moves stock only: listings are not redrawn for it.
    IF earlier IS NOT NULL AND (earlier - 'stock') = (changed - 'stock') THEN
      kind := 'stock';
    END IF;
  ELSIF kind = 'image' THEN
    SELECT p.code INTO product_code FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.id = (changed ->> 'variant_id')::integer;
  ELSIF kind IN ('frame', 'review') THEN
    SELECT p.code INTO product_code FROM products p WHERE p.id = (changed ->> 'product_id')::integer;
  ELSE
    PERFORM pg_notify('oculo_page_changes', kind);
    RETURN NULL;
  END IF;
  IF product_code IS NOT NULL THEN
    PERFORM pg_notify(
      'oculo_page_changes',
      CASE WHEN kind IN ('stock', 'review') THEN kind ELSE 'product' END || ':' || product_code
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_page_change" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('product');
--> statement-breakpoint
CREATE TRIGGER "product_variants_page_change" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('variant');
--> statement-breakpoint
CREATE TRIGGER "product_images_page_change" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('image');
--> statement-breakpoint
CREATE TRIGGER "frame_specs_page_change" AFTER INSERT OR UPDATE OR DELETE ON "frame_specs"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('frame');
--> statement-breakpoint
CREATE TRIGGER "reviews_page_change" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('review');
--> statement-breakpoint
CREATE TRIGGER "categories_page_change" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('catalog');
--> statement-breakpoint
CREATE TRIGGER "banners_page_change" AFTER INSERT OR UPDATE OR DELETE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('home');
--> statement-breakpoint
CREATE TRIGGER "hot_search_words_page_change" AFTER INSERT OR UPDATE OR DELETE ON "hot_search_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('home');
--> statement-breakpoint
CREATE TRIGGER "photo_wall_entries_page_change" AFTER INSERT OR UPDATE OR DELETE ON "photo_wall_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('home');
--> statement-breakpoint
CREATE TRIGGER "faq_articles_page_change" AFTER INSERT OR UPDATE OR DELETE ON "faq_articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('faq');
