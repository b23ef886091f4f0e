-- The listing read model is derived data: empty it here and let start-up rebuild it
-- (ensureProductListings) with colour bits, split-out search vectors and stored cards.
TRUNCATE "product_listings";--> statement-breakpoint
CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"card" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_listings_search_idx";--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "color_mask" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "product_listings" DROP COLUMN "color_families";--> statement-breakpoint
ALTER TABLE "product_listings" DROP COLUMN "search_vector";