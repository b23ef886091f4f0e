import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { lensOptions } from './tables';

/**
 * The name of each lens option id that exists, on sale or not, by id: what a coupon that covers
 * lens options shows and what the console checks a coupon's ids against (docs/operating.md#coupons).
 */
export async function lensOptionNamesById(
  db: Pick<Database, 'select'>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: lensOptions.id, name: lensOptions.name })
    .from(lensOptions)
    .where(inArray(lensOptions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
