ALTER TABLE "orders" ADD COLUMN "prescription_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_reminders" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_prescription_due_idx" ON "orders" USING btree ("prescription_due_at") WHERE "orders"."prescription_due_at" is not null;