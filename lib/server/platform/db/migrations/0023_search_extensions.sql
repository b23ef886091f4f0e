-- The keyword search's typo tolerance (trigram similarity) and accent folding; both ship with
-- PostgreSQL's contrib package, and PGlite loads them (lib/server/db/pglite-options.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
