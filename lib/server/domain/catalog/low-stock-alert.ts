import { eq } from 'drizzle-orm';
import { crossesLowStock } from '@/lib/shop/staff-alerts';
import type { Database } from '@/lib/server/platform/db';
import { raiseStaffEvent } from '@/lib/server/domain/alerts';
import { products, productVariants } from './tables';

/**
 * Raises "low-stock" (docs/operating.md#alerts) when a colour's stock move crosses its own low-stock
 * threshold (the one the dashboard lists by, docs/operating.md#catalog-work), inside the move's
 * transaction. The key holds the stock it fell to, so a colour restocked and run low again is told
 * again, and one run of sales once.
 */
export async function raiseLowStockIfCrossed(
  tx: Database,
  move: { variantId: number; before: number; after: number; threshold: number },
): Promise<void> {
  if (!crossesLowStock(move.before, move.after, move.threshold)) return;
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      sku: productVariants.sku,
      colour: productVariants.colorName,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, move.variantId));
  if (!row) return;
  await raiseStaffEvent(tx, {
    kind: 'low-stock',
    key: `low-stock:${move.variantId}:${Date.now()}`,
    title: `${row.name} (${row.colour}, ${row.sku}) is low: ${move.after} left`,
    path: `/admin/products/${row.id}`,
  });
}
