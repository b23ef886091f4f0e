ALTER TABLE "store_settings" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "logo_widths" integer[];--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "policy_terms" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "policy_privacy" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "policy_returns" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "policy_shipping" text;