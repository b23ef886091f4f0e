CREATE TABLE "lens_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The shop's default lens rules (lib/shop/lens-rules.ts DEFAULT_LENS_RULES, docs/product.md#lens-rules).
INSERT INTO "lens_rules" ("key", "value") VALUES
	('indexByPower', '{"bands":[{"upTo":200,"index":150},{"upTo":400,"index":161},{"upTo":600,"index":167},{"upTo":null,"index":174}]}'),
	('requiredIndex', '{"fromPower":600,"minIndex":167}'),
	('rimIndex', '{"rims":["rimless","semi-rimless"],"minIndex":159}'),
	('multifocalHeight', '{"minLensHeightMm":28}'),
	('labRange', '{"minSphere":-1200,"maxSphere":800,"maxCylinder":400,"flagPrism":true}')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The rim rule now keeps thin indexes off rimless and semi-rimless frames: the seeded index options
-- drop their own rim list, so the console's rule is the one that decides.
UPDATE "lens_options" SET "rules" = "rules" - 'rims'
WHERE "code" IN ('index_150', 'index_157') AND "rules" -> 'rims' = '["full-rim","semi-rimless"]'::jsonb;
