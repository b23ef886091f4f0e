// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/content.ts, beside the rest of the schema for drizzle-kit.
export {
  banners,
  hotSearchWords,
  photoWallEntries,
  faqArticles,
  pageBlocks,
} from '../../platform/db/schema/content';
