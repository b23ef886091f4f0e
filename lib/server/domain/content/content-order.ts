import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RefusedError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';

/** A content table ordered by a `sort` column: banners, hot words, the photo wall. */
type Ordered = PgTable & { id: PgColumn; sort: PgColumn };

export const ORDER_MISMATCH = 'The list has changed since it was loaded: reload it and try again.';

/**
 * Writes a new order: `ids` must be every row of the table, once each (the console sends the whole
 * list it shows). The rows are locked first, so two editors reordering at once do one after the other.
 */
export async function writeOrder(tx: Database, table: Ordered, ids: readonly number[]): Promise<number[]> {
  const rows = (await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .orderBy(asc(table.sort), asc(table.id))
    .for('update')) as { id: number }[];
  const before = rows.map((row) => row.id);
  if (before.length !== ids.length || !ids.every((id) => before.includes(id)))
    throw new RefusedError(ORDER_MISMATCH);
  for (const [index, id] of ids.entries()) {
    await tx
      .update(table)
      .set({ sort: index + 1 } as never)
      .where(eq(table.id, id) as SQL);
  }
  return before;
}

/** The sort value after the last row. */
export async function nextSort(tx: Database, table: Ordered): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.sort}), 0) + 1`.mapWith(Number) })
    .from(table as PgTable);
  return row?.next ?? 1;
}
