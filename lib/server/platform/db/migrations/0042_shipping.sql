CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"fewest_days" integer NOT NULL,
	"most_days" integer NOT NULL,
	"free_from_cents" integer,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_methods_price" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_days" CHECK ("shipping_methods"."fewest_days" >= 0 AND "shipping_methods"."fewest_days" <= "shipping_methods"."most_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fewest_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_most_days" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_zone_code_key" ON "shipping_methods" USING btree ("zone_id","code");--> statement-breakpoint
-- Hand-written: the shipping table seeded with the shop's default (lib/shop/shipping.ts
-- DEFAULT_SHIPPING_TABLE, docs/product.md#shipping); an owner changes it in the console.
INSERT INTO "shipping_zones" ("id", "name", "countries", "regions", "position") VALUES
  (1, 'United States', '{US}', '{}', 0),
  (2, 'Rest of the world', '{}', '{}', 1);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('shipping_zones', 'id'), 2);
--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "code", "name", "price_cents", "fewest_days", "most_days", "free_from_cents", "position") VALUES
  (1, 'standard', 'Standard shipping', 595, 5, 8, 6900, 0),
  (1, 'expedited', 'Expedited shipping', 1495, 3, 4, NULL, 1),
  (1, 'express', 'Express shipping', 2495, 1, 2, NULL, 2),
  (2, 'standard', 'International standard', 1495, 10, 20, NULL, 0),
  (2, 'express', 'International express', 3495, 4, 7, NULL, 1);
--> statement-breakpoint
-- Hand-written: orders placed before the days were kept get the days their method had then (the
-- default table), so their delivery estimate never follows a later change.
UPDATE "orders" SET
  "shipping_fewest_days" = CASE
    WHEN "address"->>'countryCode' = 'US' AND "shipping_method" = 'standard' THEN 5
    WHEN "address"->>'countryCode' = 'US' AND "shipping_method" = 'expedited' THEN 3
    WHEN "address"->>'countryCode' = 'US' AND "shipping_method" = 'express' THEN 1
    WHEN "shipping_method" = 'standard' THEN 10
    WHEN "shipping_method" = 'express' THEN 4
  END,
  "shipping_most_days" = CASE
    WHEN "address"->>'countryCode' = 'US' AND "shipping_method" = 'standard' THEN 8
    WHEN "address"->>'countryCode' = 'US' AND "shipping_method" = 'expedited' THEN 4
    WHEN "address"->>'countryCode' = 'US' AND "shipping_method" = 'express' THEN 2
    WHEN "shipping_method" = 'standard' THEN 20
    WHEN "shipping_method" = 'express' THEN 7
  END;
--> statement-breakpoint
-- Hand-written: a change to the shipping table makes every server read it again and redraws the
-- home page, which advertises the free-shipping threshold (the "shipping" notice, migration 0010's function).
CREATE TRIGGER "shipping_zones_page_change" AFTER INSERT OR UPDATE OR DELETE ON "shipping_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('shipping');
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_page_change" AFTER INSERT OR UPDATE OR DELETE ON "shipping_methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('shipping');
