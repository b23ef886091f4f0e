ALTER TABLE "staff_members" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_locked_at" timestamp with time zone;