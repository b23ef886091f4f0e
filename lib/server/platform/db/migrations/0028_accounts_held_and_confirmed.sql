DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_of_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_of_user_id_users_id_fk" FOREIGN KEY ("guest_of_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_codes_code_idx" ON "password_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "users_guest_of_idx" ON "users" USING btree ("guest_of_user_id") WHERE "users"."guest_of_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."guest_of_user_id" is null;--> statement-breakpoint
-- Accounts made before e-mails were confirmed keep signing in: they count as confirmed since they
-- were made (docs/security.md#account-enumeration). New accounts start unconfirmed.
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
