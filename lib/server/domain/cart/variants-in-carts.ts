import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { cartLines } from './tables';

/**
 * Which of these product colours some cart holds: the catalog console may not remove such a colour,
 * since its cart lines would go with it.
 */
export async function variantsInCarts(
  db: Pick<Database, 'select'>,
  variantIds: readonly number[],
): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ variantId: cartLines.variantId })
    .from(cartLines)
    .where(inArray(cartLines.variantId, [...variantIds]));
  return new Set(rows.map((row) => row.variantId));
}
