import type { ProductDraft, VariantDraft } from '@/lib/contract/calls/admin/product-fields';
import { frameSizeFromWidth } from '@/lib/shop/frame-attributes';
import { productSearchText } from '@/lib/shop/product-rules';
import type { frameSpecs, products, productVariants } from '../tables';

// A draft as the operator writes it turned into the catalog's rows: what the storefront reads but
// the operator does not type (the frame's size, the search text) is derived here, the same way the
// seed derives it.

type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'featuredRank' | 'createdAt' | 'status' | 'isActive' | 'ratingAverage' | 'ratingCount'
>;

export function productValues(draft: ProductDraft, now: Date): ProductValues {
  return {
    code: draft.code,
    name: draft.name,
    type: draft.type,
    accessoryKind: draft.type === 'accessories' ? draft.accessoryKind : null,
    summary: draft.summary,
    description: draft.description,
    priceCents: draft.priceCents,
    flashSalePriceCents: draft.flashSalePriceCents,
    flashSaleEndsAt: draft.flashSaleEndsAt === null ? null : new Date(draft.flashSaleEndsAt),
    isNewArrival: draft.isNewArrival,
    isBestSeller: draft.isBestSeller,
    searchText: productSearchText(draft.searchWords, draft),
    updatedAt: now,
  };
}

export function frameValues(
  productId: number,
  frame: NonNullable<ProductDraft['frame']>,
): typeof frameSpecs.$inferInsert {
  return { productId, ...frame, size: frameSizeFromWidth(frame.frameWidthMm) };
}

/** A colour's row but its stock, which moves only with a reason (adjustStock) once saved. */
export function variantValues(variant: VariantDraft, sort: number) {
  return {
    sku: variant.sku,
    colorName: variant.colorName,
    colorFamily: variant.colorFamily,
    colorHex: variant.colorHex,
    lensTintHex: variant.lensTintHex,
    lowStockThreshold: variant.lowStockThreshold,
    sort,
  } satisfies Partial<typeof productVariants.$inferInsert>;
}
