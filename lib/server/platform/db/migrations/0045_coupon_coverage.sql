ALTER TABLE "coupons" DROP CONSTRAINT "coupons_value";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "free_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "offer_rule" text DEFAULT 'combines' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" in ('all', 'products', 'categories', 'lens_options'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_offer_rule" CHECK ("coupons"."offer_rule" in ('combines', 'not_with_offer'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value" CHECK ("coupons"."value" >= 0 and ("coupons"."value" > 0 or "coupons"."free_shipping") and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 100));