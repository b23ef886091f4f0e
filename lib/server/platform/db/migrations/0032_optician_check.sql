CREATE TABLE "order_prescription_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"decision" text NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"licence_number" text,
	"checked" text[] NOT NULL,
	"ticket_number" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_prescription_checks_decision" CHECK ("order_prescription_checks"."decision" in ('confirmed', 'question'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "licence_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "may_confirm_prescriptions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_prescription_checks" ADD CONSTRAINT "order_prescription_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prescription_checks" ADD CONSTRAINT "order_prescription_checks_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_prescription_checks_order_idx" ON "order_prescription_checks" USING btree ("order_id","at");