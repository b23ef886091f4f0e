// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/catalog.ts, beside the rest of the schema for drizzle-kit.
export {
  products,
  frameSpecs,
  productVariants,
  stockAdjustments,
  productImages,
  categories,
  productListings,
  productSearch,
  productCards,
} from '../../platform/db/schema/catalog';
export type { StoredCard, StoredImage, StoredSwatch } from '../../platform/db/schema/stored-card';
