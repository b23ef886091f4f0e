// The tables this module owns (a module's tables are read and written only inside it).
// Their definitions live with the rest of the schema in lib/server/platform/db/schema for drizzle-kit.
export { searchSynonyms, searchTerms } from '../../platform/db/schema';
