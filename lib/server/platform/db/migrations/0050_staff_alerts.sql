CREATE TABLE "staff_alert_choices" (
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_alert_choices_staff_id_kind_pk" PRIMARY KEY("staff_id","kind")
);
--> statement-breakpoint
CREATE TABLE "staff_event_reads" (
	"staff_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_event_reads_staff_id_event_id_pk" PRIMARY KEY("staff_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "staff_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_event_reads" ADD CONSTRAINT "staff_event_reads_event_id_staff_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."staff_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_events_key" ON "staff_events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "staff_events_created_idx" ON "staff_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_events_unmailed_idx" ON "staff_events" USING btree ("id") WHERE "staff_events"."mailed_at" is null;