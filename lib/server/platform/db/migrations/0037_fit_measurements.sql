CREATE TABLE "fit_measurements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"face_width_mm" double precision NOT NULL,
	"frame_width_min" smallint NOT NULL,
	"frame_width_max" smallint NOT NULL,
	"pd_mm" double precision,
	"measured_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_measurements_face_width" CHECK ("fit_measurements"."face_width_mm" between 100 and 200),
	CONSTRAINT "fit_measurements_frame_widths" CHECK ("fit_measurements"."frame_width_min" between 100 and 180 and "fit_measurements"."frame_width_max" between 100 and 180 and "fit_measurements"."frame_width_min" <= "fit_measurements"."frame_width_max"),
	CONSTRAINT "fit_measurements_pd" CHECK ("fit_measurements"."pd_mm" is null or "fit_measurements"."pd_mm" between 40 and 80)
);
--> statement-breakpoint
ALTER TABLE "fit_measurements" ADD CONSTRAINT "fit_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;