CREATE TABLE "order_lab_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"stage" text NOT NULL,
	"staff_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lab_stage" text;--> statement-breakpoint
ALTER TABLE "order_lab_moves" ADD CONSTRAINT "order_lab_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lab_moves" ADD CONSTRAINT "order_lab_moves_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lab_moves_order_idx" ON "order_lab_moves" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lab_moves_once_key" ON "order_lab_moves" USING btree ("order_id","stage");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lab_stage" CHECK ("orders"."lab_stage" is null or "orders"."lab_stage" in ('in_production', 'fitted', 'quality_checked', 'ready'));--> statement-breakpoint
-- Orders paid before the lab's stages were kept (docs/operating.md#lab-stages): those that could
-- ship then (no prescription lenses, or their prescription confirmed) count as ready to ship, so
-- they still ship as before; a prescription not confirmed yet goes through the stages like a new
-- order once it is.
UPDATE "orders" SET "lab_stage" = 'ready'
WHERE ("status" = 1 OR ("status" = 3 AND "status_before_review" = 1))
  AND ("prescription_check" = 'confirmed' OR NOT EXISTS (
    SELECT 1 FROM "order_lines" AS rx_line
    WHERE rx_line."order_id" = "orders"."id"
      AND (rx_line."lens_record" -> 'prescription' ->> 'imageKey' IS NOT NULL
        OR (rx_line."lens_record" -> 'prescription' -> 'values' ->> 'od_sph' IS NOT NULL
          AND rx_line."lens_record" -> 'prescription' -> 'values' ->> 'os_sph' IS NOT NULL))));--> statement-breakpoint
INSERT INTO "order_lab_moves" ("order_id", "stage", "staff_id", "by_name")
SELECT "id", 'ready', NULL, 'the shop (paid before the lab''s stages were kept)' FROM "orders" WHERE "lab_stage" = 'ready';
