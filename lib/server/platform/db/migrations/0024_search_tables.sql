CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text NOT NULL,
	"means" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"scope" text NOT NULL,
	"term" text NOT NULL,
	"plain" text NOT NULL,
	"stem" text NOT NULL,
	CONSTRAINT "search_terms_scope_term_pk" PRIMARY KEY("scope","term")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_words_key" ON "search_synonyms" USING btree ("words");--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("scope","stem");--> statement-breakpoint
CREATE INDEX "search_terms_plain_trgm_idx" ON "search_terms" USING gin ("plain" gin_trgm_ops);