// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Their definitions live with the rest of the schema in lib/server/platform/db/schema for drizzle-kit.
export { banners, hotSearchWords, photoWallEntries, faqArticles, pageBlocks } from '../../platform/db/schema';
