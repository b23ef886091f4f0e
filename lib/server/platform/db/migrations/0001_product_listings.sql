CREATE TABLE "product_listings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_new_arrival" boolean NOT NULL,
	"is_best_seller" boolean NOT NULL,
	"featured_rank" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"flash_sale_price_cents" integer,
	"flash_sale_ends_at" timestamp with time zone,
	"rating_average" smallint NOT NULL,
	"rating_count" integer NOT NULL,
	"shape" text,
	"material" text,
	"rim" text,
	"size" text,
	"gender" text,
	"color_families" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_type_idx" ON "product_listings" USING btree ("type","featured_rank");--> statement-breakpoint
-- Backfill the read model for a catalog seeded before this migration.
INSERT INTO "product_listings" SELECT p.id, p.type, p.is_active, p.is_new_arrival, p.is_best_seller, p.featured_rank, p.created_at, p.price_cents, p.flash_sale_price_cents, p.flash_sale_ends_at, p.rating_average, p.rating_count, f.shape, f.material, f.rim, f.size, f.gender, array(select distinct v.color_family from product_variants v where v.product_id = p.id order by 1) FROM products p LEFT JOIN frame_specs f ON f.product_id = p.id;
