ALTER TABLE "stock_adjustments" ADD COLUMN "staff_email" text;--> statement-breakpoint
-- The changes made before the history kept the e-mail take their member's e-mail of today.
UPDATE "stock_adjustments" SET "staff_email" = "staff_members"."email" FROM "staff_members" WHERE "staff_members"."id" = "stock_adjustments"."staff_id";
