ALTER TABLE "product_listings" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
UPDATE "product_listings" l SET "search_vector" = setweight(to_tsvector('english', p.name), 'A') || setweight(to_tsvector('english', p.search_text), 'B') FROM "products" p WHERE p.id = l.product_id;--> statement-breakpoint
ALTER TABLE "product_listings" ALTER COLUMN "search_vector" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_listings_search_idx" ON "product_listings" USING gin ("search_vector");
