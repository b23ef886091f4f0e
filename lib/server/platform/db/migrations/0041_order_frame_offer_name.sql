ALTER TABLE "orders" ADD COLUMN "frame_offer_name" text DEFAULT 'Second frame 50% off' NOT NULL;--> statement-breakpoint
-- An order placed since the owner could change the offer takes the name of the offer its checkout
-- was priced with (lib/shop/frame-offer.ts frameOfferName); older ones keep the default's name.
UPDATE "orders" SET "frame_offer_name" = 'Second frame ' || ("checkout_snapshots"."frame_offer"->>'percent') || '% off'
  FROM "checkout_snapshots"
  WHERE "checkout_snapshots"."id" = "orders"."snapshot_id" AND "checkout_snapshots"."frame_offer" IS NOT NULL;
