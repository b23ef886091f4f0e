CREATE TABLE "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text,
	"support_email" text,
	"support_phone" text,
	"mail_sender_name" text,
	"mail_sender_address" text,
	"time_zone" text,
	"public_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
-- Hand-written: a change to the store settings, by the console or plain SQL, sends the "store"
-- notice (migration 0010's function and channel). Every server reloads its copy of the settings
-- and drops its rendered pages, whose titles and structured data carry the shop's name
-- (docs/operating.md#store-settings).
CREATE TRIGGER "store_settings_page_change" AFTER INSERT OR UPDATE OR DELETE ON "store_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('store');
