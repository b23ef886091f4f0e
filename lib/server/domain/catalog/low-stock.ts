import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { LowStockVariant } from '@/lib/contract/calls/admin/dashboard';
import { database } from '@/lib/server/platform/db';
import { products, productVariants } from './tables';

/**
 * Colours of products on sale at or under their own low-stock threshold (for the console's
 * dashboard): how many there are, and the `limit` with the fewest left, sold-out ones first.
 */
export async function lowStockVariants(limit: number): Promise<{ total: number; list: LowStockVariant[] }> {
  const db = await database();
  const low = and(eq(products.isActive, true), lte(productVariants.stock, productVariants.lowStockThreshold));
  const [list, [counted]] = await Promise.all([
    db
      .select({
        productCode: products.code,
        productName: products.name,
        sku: productVariants.sku,
        colorName: productVariants.colorName,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(low)
      .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.sku))
      .limit(limit),
    db
      .select({ total: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(low),
  ]);
  return { total: counted?.total ?? 0, list };
}
