CREATE TABLE "lens_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_key" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"for_uses" text[],
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text[],
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "lens_options_price_check" CHECK ("lens_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lens_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "lens_steps_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "prescription_uploads" (
	"handle" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"device_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_uploads_owner" CHECK (num_nonnulls("prescription_uploads"."device_id", "prescription_uploads"."user_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"frame_price_cents" integer NOT NULL,
	"lens_price_cents" integer DEFAULT 0 NOT NULL,
	"lens" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_one_owner" CHECK (num_nonnulls("cart_lines"."device_id", "cart_lines"."user_id") = 1),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "lens_options" ADD CONSTRAINT "lens_options_step_key_lens_steps_key_fk" FOREIGN KEY ("step_key") REFERENCES "public"."lens_steps"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "prescription_uploads" ADD CONSTRAINT "prescription_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lens_options_code_key" ON "lens_options" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lens_options_step_idx" ON "lens_options" USING btree ("step_key","sort");--> statement-breakpoint
CREATE INDEX "prescription_uploads_created_idx" ON "prescription_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cart_lines_device_idx" ON "cart_lines" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_lines_user_idx" ON "cart_lines" USING btree ("user_id","created_at");