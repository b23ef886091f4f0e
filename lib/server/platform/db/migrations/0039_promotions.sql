CREATE TABLE "promotions" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "frame_offer" jsonb;--> statement-breakpoint
-- Hand-written: the second-frame offer seeded with today's rule (lib/shop/frame-offer.ts
-- DEFAULT_FRAME_OFFER, docs/product.md#pricing); an owner changes it in the console.
INSERT INTO "promotions" ("key", "value") VALUES
  ('frame-offer', '{"enabled": true, "percent": 50, "categories": ["eyeglasses", "sunglasses"], "lensesDiscounted": false}');
--> statement-breakpoint
-- Hand-written: a change to the offer redraws the pages that advertise it and makes every server
-- read it again (the "promotions" notice, migration 0010's function).
CREATE TRIGGER "promotions_page_change" AFTER INSERT OR UPDATE OR DELETE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('promotions');
