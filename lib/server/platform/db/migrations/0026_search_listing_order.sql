ALTER TABLE "product_search" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "featured_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A keyword listing in the shop's order (docs/product.md#listing-order) counts and orders its matches
-- from product_search alone: is_active, in_stock, gender and featured_rank are the listing row's,
-- copied here, so the thousands of matches of a broad search ("reading glasses": every pair of
-- eyeglasses) need no listing row each (lib/server/catalog/list-goods.ts).
--
-- refresh_product_read_models (migration 0018) writes a product's listing row before its
-- search row: the search row, whenever written, takes the four from the listing row as it now is.
CREATE FUNCTION "product_search_listing_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listing record;
BEGIN
  SELECT l.is_active, l.in_stock, l.gender, l.featured_rank INTO listing
    FROM product_listings l WHERE l.product_id = NEW.product_id;
  IF FOUND THEN
    NEW.is_active := listing.is_active;
    NEW.in_stock := listing.in_stock;
    NEW.gender := listing.gender;
    NEW.featured_rank := listing.featured_rank;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_listing_order" BEFORE INSERT OR UPDATE ON "product_search"
  FOR EACH ROW EXECUTE FUNCTION "product_search_listing_order"();
--> statement-breakpoint
-- A listing row changing any of them without a rebuild of the search row (a colour's stock crossing
-- zero rewrites in_stock alone, migration 0021) passes the change on.
CREATE FUNCTION "product_listing_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET is_active = NEW.is_active, in_stock = NEW.in_stock, gender = NEW.gender,
      featured_rank = NEW.featured_rank
    WHERE product_id = NEW.product_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_search_follow" AFTER UPDATE ON "product_listings"
  FOR EACH ROW
  WHEN ((OLD.is_active, OLD.in_stock, OLD.gender, OLD.featured_rank)
    IS DISTINCT FROM (NEW.is_active, NEW.in_stock, NEW.gender, NEW.featured_rank))
  EXECUTE FUNCTION "product_listing_search_follow"();
--> statement-breakpoint
UPDATE "product_search" SET "product_id" = "product_id";
