import { asc, count, inArray } from 'drizzle-orm';
import type { SelectedProduct } from '@/lib/contract/calls/admin/product-selection';
import { firstIndexes, type SelectionRefusal } from '@/lib/contract/calls/admin/selection';
import type { Database } from '@/lib/server/platform/db';
import type { ProductStatus } from '@/lib/shop/product-rules';
import { frameSpecs, products, productVariants } from '../tables';

// The products ticked on the console's list (docs/operating.md#bulk-catalog), read and locked in
// the caller's transaction: each change over the selection is all or nothing.

type Tx = Pick<Database, 'select'>;

export type ProductRecord = typeof products.$inferSelect;

export interface SelectedRow {
  /** Where the id stood in the list sent: the 422's field is `ids.<index>`. */
  index: number;
  product: ProductRecord;
  hasFrame: boolean;
  colours: number;
}

/**
 * The selection's products, each once, locked in id order (two selections that overlap wait for
 * each other instead of deadlocking), with their frame data and colour counts; the ids no product has, for the caller's refusal.
 */
export async function lockSelection(
  tx: Tx,
  ids: readonly number[],
): Promise<{ rows: SelectedRow[]; unknown: SelectionRefusal[] }> {
  const firstIndex = firstIndexes(ids);
  const unique = [...firstIndex.keys()];
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, unique))
    .orderBy(asc(products.id))
    .for('update');
  const unknown = unique
    .filter((id) => !rows.some((row) => row.id === id))
    .map((id) => ({ index: firstIndex.get(id) ?? 0, reason: `No product has the id ${id}.` }));
  const [frames, colours] = await Promise.all([
    tx
      .select({ productId: frameSpecs.productId })
      .from(frameSpecs)
      .where(inArray(frameSpecs.productId, unique)),
    tx
      .select({ productId: productVariants.productId, colours: count() })
      .from(productVariants)
      .where(inArray(productVariants.productId, unique))
      .groupBy(productVariants.productId),
  ]);
  const framed = new Set(frames.map((frame) => frame.productId));
  const coloursOf = new Map(colours.map((row) => [row.productId, row.colours]));
  const selected = rows
    .map((product) => ({
      index: firstIndex.get(product.id) ?? 0,
      product,
      hasFrame: framed.has(product.id),
      colours: coloursOf.get(product.id) ?? 0,
    }))
    .sort((a, b) => a.index - b.index);
  return { rows: selected, unknown };
}

/** A product as the selection's answer shows it after the change. */
export function selectedProduct(
  product: ProductRecord,
  changed: boolean,
  after: Partial<Pick<ProductRecord, 'status' | 'priceCents' | 'flashSalePriceCents'>> = {},
): SelectedProduct {
  const row = { ...product, ...after };
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status as ProductStatus,
    priceCents: row.priceCents,
    flashSalePriceCents: row.flashSalePriceCents,
    changed,
  };
}
