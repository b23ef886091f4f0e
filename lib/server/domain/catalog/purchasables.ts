import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Image } from '@/lib/contract/fields';
import type { Database } from '@/lib/server/platform/db';
import { raiseLowStockIfCrossed } from './low-stock-alert';
import { productImages, productVariants, products } from './tables';
import { mediaUrl } from '../../platform/media-url';

// What the cart and the checkout need of a product colour: its name, price now, stock and picture.
// The catalog owns these tables; the cart asks here (docs/architecture.md#house-rules).

export interface Purchasable {
  productId: number;
  variantId: number;
  code: string;
  name: string;
  /** eyeglasses | sunglasses | accessories */
  type: string;
  isActive: boolean;
  sku: string;
  colorName: string;
  stock: number;
  /** The price now: the flash-sale price while the sale runs (as the product page shows it). */
  priceCents: number;
  image: Image | null;
}

type Reader = Pick<Database, 'select'>;

/** The purchasables of these variants, by variant id (unknown ids are left out). */
export async function purchasables(db: Reader, variantIds: readonly number[], now = new Date()) {
  const found = new Map<number, Purchasable>();
  if (variantIds.length === 0) return found;
  const ids = [...new Set(variantIds)];
  const [rows, images] = await Promise.all([
    db
      .select({
        productId: products.id,
        variantId: productVariants.id,
        code: products.code,
        name: products.name,
        type: products.type,
        isActive: products.isActive,
        sku: productVariants.sku,
        colorName: productVariants.colorName,
        stock: productVariants.stock,
        priceCents: products.priceCents,
        salePriceCents: products.flashSalePriceCents,
        saleEndsAt: products.flashSaleEndsAt,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, ids)),
    db
      .select()
      .from(productImages)
      .where(and(inArray(productImages.variantId, ids), eq(productImages.view, 'front')))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
  ]);
  for (const row of rows) {
    const image = images.find((candidate) => candidate.variantId === row.variantId);
    const onSale = row.salePriceCents !== null && row.saleEndsAt !== null && row.saleEndsAt > now;
    found.set(row.variantId, {
      productId: row.productId,
      variantId: row.variantId,
      code: row.code,
      name: row.name,
      type: row.type,
      isActive: row.isActive,
      sku: row.sku,
      colorName: row.colorName,
      stock: row.stock,
      priceCents: onSale && row.salePriceCents !== null ? row.salePriceCents : row.priceCents,
      image: image
        ? { url: mediaUrl(image.path), alt: image.alt, width: image.width, height: image.height }
        : null,
    });
  }
  return found;
}

/** A product colour by product code and SKU (the first colour in stock without a SKU). */
export async function variantOf(db: Reader, code: string, sku: string | undefined): Promise<number | null> {
  const rows = await db
    .select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.code, code), eq(products.isActive, true)))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  const chosen = sku ? rows.find((row) => row.sku === sku) : (rows.find((row) => row.stock > 0) ?? rows[0]);
  return chosen?.id ?? null;
}

export interface StockItem {
  variantId: number;
  quantity: number;
}

/** Sums the quantities per variant, so two lines of one colour reserve together. */
function perVariant(items: readonly StockItem[]): StockItem[] {
  const totals = new Map<number, number>();
  for (const item of items) totals.set(item.variantId, (totals.get(item.variantId) ?? 0) + item.quantity);
  return [...totals].sort(([a], [b]) => a - b).map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * Takes the items out of stock inside the caller's transaction, or answers the first variant that
 * is short. Each decrement is guarded (`stock >= quantity`), so parallel orders of the last unit
 * cannot both pass; variants are taken in id order so two orders never wait on each other.
 */
export async function reserveStock(tx: Database, items: readonly StockItem[]): Promise<number | null> {
  for (const item of perVariant(items)) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
      .where(and(eq(productVariants.id, item.variantId), sql`${productVariants.stock} >= ${item.quantity}`))
      .returning({ stock: productVariants.stock, threshold: productVariants.lowStockThreshold });
    const [after] = taken;
    if (!after) return item.variantId;
    // docs/operating.md#alerts: the order that takes a colour down to its threshold tells the staff
    await raiseLowStockIfCrossed(tx, {
      variantId: item.variantId,
      before: after.stock + item.quantity,
      after: after.stock,
      threshold: after.threshold,
    });
  }
  return null;
}

/** Puts the items back in stock (an unpaid order expired or was cancelled). */
export async function releaseStock(tx: Database, items: readonly StockItem[]): Promise<void> {
  for (const item of perVariant(items)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
      .where(eq(productVariants.id, item.variantId));
  }
}
