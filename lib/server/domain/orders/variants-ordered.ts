import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { orderLines } from './tables';

/**
 * Which of these product colours an order line names: the catalog console may not remove such a
 * colour, so its orders keep pointing at what was sold.
 */
export async function variantsOrdered(
  db: Pick<Database, 'select'>,
  variantIds: readonly number[],
): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ variantId: orderLines.variantId })
    .from(orderLines)
    .where(inArray(orderLines.variantId, [...variantIds]));
  return new Set(rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])));
}
