CREATE TABLE "saved_faces" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text,
	"user_id" integer,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_faces_one_owner" CHECK (num_nonnulls("saved_faces"."device_id", "saved_faces"."user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "saved_faces" ADD CONSTRAINT "saved_faces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_faces_file_key_key" ON "saved_faces" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "saved_faces_user_idx" ON "saved_faces" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_faces_device_idx" ON "saved_faces" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_faces_expires_idx" ON "saved_faces" USING btree ("expires_at");