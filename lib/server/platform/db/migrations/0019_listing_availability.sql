-- A colour selling out, or coming back in stock, is a change the listings show: a card says
-- "Sold out" (components/catalog/product-card.tsx). Stock moving without crossing zero stays the
-- product page's alone. The notice "availability:<code>" redraws the product's page, every listing
-- and the home page, and clears the cached catalog answers (lib/server/page-cache/page-changes.ts),
-- so the listings can be kept for the backstop (300 s) instead of drawn again every 5 s.
-- The rest of the function is migration 0010's.
CREATE OR REPLACE FUNCTION "notice_page_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- A sale or an order moves stock only: listings are not redrawn for it, unless it crosses zero.
    IF earlier IS NOT NULL AND (earlier - 'stock') = (changed - 'stock') THEN
      kind := CASE
        WHEN ((earlier ->> 'stock')::integer > 0) = ((changed ->> 'stock')::integer > 0) THEN 'stock'
        ELSE 'availability'
      END;
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
      CASE WHEN kind IN ('stock', 'availability', 'review') THEN kind ELSE 'product' END || ':' || product_code
    );
  END IF;
  RETURN NULL;
END
$$;
