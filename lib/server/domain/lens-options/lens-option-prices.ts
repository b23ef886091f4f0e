import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { lensOptions } from './tables';

/**
 * The current prices of lens options still on sale, by id (an option the operator withdrew is
 * missing from the map). The cart and checkout only ask which are still on sale: a line keeps the
 * lens prices it was added at (docs/operating.md#catalog-work).
 */
export async function lensOptionPrices(
  db: Pick<Database, 'select'>,
  optionIds: readonly number[],
): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: lensOptions.id, priceCents: lensOptions.priceCents })
    .from(lensOptions)
    .where(and(inArray(lensOptions.id, [...new Set(optionIds)]), eq(lensOptions.isActive, true)));
  return new Map(rows.map((row) => [row.id, row.priceCents]));
}
