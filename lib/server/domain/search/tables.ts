// The tables this module owns (a module's tables are read and written only inside it).
// Defined in lib/server/platform/db/schema/search.ts, beside the rest of the schema for drizzle-kit.
export { searchSynonyms, searchTerms } from '../../platform/db/schema/search';
