// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Their definitions live with the rest of the schema in lib/server/platform/db/schema for drizzle-kit.
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
} from '../../platform/db/schema';
export type { StoredCard, StoredImage, StoredSwatch } from '../../platform/db/schema/stored-card';
