ALTER TABLE "prescriptions" ADD COLUMN "od_prism_h" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "od_prism_h_base" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "od_prism_v" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "od_prism_v_base" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "os_prism_h" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "os_prism_h_base" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "os_prism_v" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "os_prism_v_base" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "near_pd" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "exam_date" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescriber_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescriber_licence" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "wearer_name" text;