-- A listing row's in_stock says whether any of its colours is in stock, so the featured order puts
-- sold-out frames last in the same scan (lib/server/catalog/listing-order.ts). Stock is still not
-- copied: only its crossing zero is, as the "availability" page notice of migration 0019 does.

-- Whenever refresh_product_read_models writes a listing row (insert or rebuild), it reads the
-- variants' stock as they are in this transaction.
CREATE FUNCTION "product_listing_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.in_stock := EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = NEW.product_id AND v.stock > 0);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_in_stock" BEFORE INSERT OR UPDATE ON "product_listings"
  FOR EACH ROW EXECUTE FUNCTION "product_listing_in_stock"();
--> statement-breakpoint
-- A sale, an order or an operator moving a colour's stock across zero rewrites the product's
-- listing row (the trigger above recomputes in_stock); stock moves that do not cross zero write
-- nothing. A colour added or removed rebuilds the product's rows already (migration 0012), and a
-- bulk load that defers the read models rebuilds them at its end.
CREATE FUNCTION "product_variant_availability_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oculo.defer_product_read_models', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE product_listings SET in_stock = in_stock
    WHERE product_id IN (OLD.product_id, NEW.product_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_availability_update" AFTER UPDATE OF "stock", "product_id" ON "product_variants"
  FOR EACH ROW
  WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0) OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION "product_variant_availability_follow"();
--> statement-breakpoint
UPDATE product_listings SET in_stock = in_stock;
