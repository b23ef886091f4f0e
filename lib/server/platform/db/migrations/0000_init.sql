CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "frame_specs" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"shape" text NOT NULL,
	"material" text NOT NULL,
	"rim" text NOT NULL,
	"size" text NOT NULL,
	"gender" text NOT NULL,
	"lens_width_mm" smallint NOT NULL,
	"bridge_mm" smallint NOT NULL,
	"temple_mm" smallint NOT NULL,
	"lens_height_mm" smallint NOT NULL,
	"frame_width_mm" smallint NOT NULL,
	"weight_g" smallint NOT NULL,
	"face_shapes" text[] NOT NULL,
	"spring_hinges" boolean NOT NULL,
	"nose_pads" boolean NOT NULL,
	"progressive_eligible" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"view" text NOT NULL,
	"path" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"alt" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"color_name" text NOT NULL,
	"color_family" text NOT NULL,
	"color_hex" text NOT NULL,
	"lens_tint_hex" text,
	"stock" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"accessory_kind" text,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"flash_sale_price_cents" integer,
	"flash_sale_ends_at" timestamp with time zone,
	"is_new_arrival" boolean DEFAULT false NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"featured_rank" integer NOT NULL,
	"rating_average" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"cta_label" text NOT NULL,
	"href" text NOT NULL,
	"image_path" text NOT NULL,
	"image_alt" text NOT NULL,
	"sort" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hot_search_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_wall_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"caption" text NOT NULL,
	"story" text NOT NULL,
	"image_path" text NOT NULL,
	"image_alt" text NOT NULL,
	"product_code" text,
	"sort" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"name" text NOT NULL,
	"phone_code" text NOT NULL,
	"currency" text NOT NULL,
	"ships" boolean NOT NULL,
	"requires_province" boolean NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frame_specs" ADD CONSTRAINT "frame_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frame_specs_shape_idx" ON "frame_specs" USING btree ("shape");--> statement-breakpoint
CREATE INDEX "frame_specs_material_idx" ON "frame_specs" USING btree ("material");--> statement-breakpoint
CREATE INDEX "frame_specs_rim_idx" ON "frame_specs" USING btree ("rim");--> statement-breakpoint
CREATE INDEX "frame_specs_size_idx" ON "frame_specs" USING btree ("size");--> statement-breakpoint
CREATE INDEX "frame_specs_gender_idx" ON "frame_specs" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "product_images_variant_idx" ON "product_images" USING btree ("variant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "product_variants_color_idx" ON "product_variants" USING btree ("color_family","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type","featured_rank");--> statement-breakpoint
CREATE INDEX "products_new_idx" ON "products" USING btree ("is_new_arrival","featured_rank");--> statement-breakpoint
CREATE INDEX "products_best_idx" ON "products" USING btree ("is_best_seller","featured_rank");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "faq_articles_topic_idx" ON "faq_articles" USING btree ("topic","sort");--> statement-breakpoint
CREATE INDEX "provinces_country_idx" ON "provinces" USING btree ("country_id","name");