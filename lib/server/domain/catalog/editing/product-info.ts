import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProductInfo, StockEntry } from '@/lib/contract/calls/admin/products';
import { NotFoundError } from '@/lib/contract/errors';
import { database, type Database } from '@/lib/server/platform/db';
import { searchWordsOf, type ProductStatus } from '@/lib/shop/product-rules';
import { frameSpecs, productImages, products, productVariants, stockAdjustments } from '../tables';
import type { VariantsInUse } from './variants-in-use';

type Reader = Pick<Database, 'select'>;

/** How many stock changes the product page lists. */
export const STOCK_HISTORY_SIZE = 50;

/** The newest stock changes made by hand of these colours, with who made them. */
export async function stockHistory(db: Reader, variantIds: readonly number[]): Promise<StockEntry[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .select({ entry: stockAdjustments, sku: productVariants.sku, colorName: productVariants.colorName })
    .from(stockAdjustments)
    .innerJoin(productVariants, eq(productVariants.id, stockAdjustments.variantId))
    .where(inArray(stockAdjustments.variantId, [...variantIds]))
    .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
    .limit(STOCK_HISTORY_SIZE);
  return rows.map(({ entry, sku, colorName }) => ({
    id: entry.id,
    sku,
    colorName,
    delta: entry.delta,
    stockAfter: entry.stockAfter,
    reason: entry.reason,
    by: entry.staffEmail,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** A product's own rows: the product, its frame data and its colours in their order; 404 if none. */
export async function storedProduct(db: Reader, id: number) {
  const [row] = await db
    .select({ product: products, frame: frameSpecs })
    .from(products)
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('The product');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  return { ...row, variants };
}
export type StoredProduct = Awaited<ReturnType<typeof storedProduct>>;

/** What the audit log keeps of a product before and after a change: every field an operator edits. */
export function auditView({ product, frame, variants }: StoredProduct) {
  const { searchText: _searchText, ratingAverage: _average, ratingCount: _count, ...fields } = product;
  return {
    ...fields,
    frame,
    variants: variants.map(({ productId: _productId, ...variant }) => variant),
  };
}

/**
 * POST /api/admin/products/info: the product in any status as the console's form edits it, its
 * colours with their photos and whether an order or cart holds them, and its stock history.
 */
export async function productInfo(id: number, inUse?: VariantsInUse): Promise<ProductInfo> {
  const db = await database();
  const row = await storedProduct(db, id);
  const { product, variants } = row;
  const ids = variants.map((variant) => variant.id);
  const [images, history, used] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ variantId: productImages.variantId, view: productImages.view })
          .from(productImages)
          .where(inArray(productImages.variantId, ids)),
    stockHistory(db, ids),
    inUse ? inUse(db, ids) : new Set<number>(),
  ]);
  const imagesOf = (variantId: number, view: string) =>
    images.filter((image) => image.variantId === variantId && image.view === view).length;

  const { productId: _productId, size: _size, ...frame } = row.frame ?? { productId: 0, size: '' };
  const draftVariants = variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    colorName: variant.colorName,
    colorFamily: variant.colorFamily,
    colorHex: variant.colorHex,
    lensTintHex: variant.lensTintHex,
    stock: variant.stock,
    lowStockThreshold: variant.lowStockThreshold,
    inUse: used.has(variant.id),
    photos: imagesOf(variant.id, 'photo'),
    hasTryOnImage: imagesOf(variant.id, 'front') > 0,
  }));
  const frameData = row.frame ? (frame as NonNullable<ProductInfo['frame']>) : null;
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    type: product.type as ProductInfo['type'],
    accessoryKind: product.accessoryKind,
    summary: product.summary,
    description: product.description,
    priceCents: product.priceCents,
    flashSalePriceCents: product.flashSalePriceCents,
    flashSaleEndsAt: product.flashSaleEndsAt?.toISOString() ?? null,
    isNewArrival: product.isNewArrival,
    isBestSeller: product.isBestSeller,
    searchWords: searchWordsOf(product.searchText, {
      type: product.type,
      accessoryKind: product.accessoryKind,
      frame: frameData,
      variants: draftVariants,
    }),
    frame: frameData,
    variants: draftVariants,
    status: product.status as ProductStatus,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    stockHistory: history,
  };
}
