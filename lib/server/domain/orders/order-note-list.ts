import { asc, eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import type { Database } from '@/lib/server/platform/db';
import { orderNotes } from './tables';

// The staff's internal notes as the console's order shows them (docs/operating.md#order-notes).
// Only operator-order-info.ts reads this: no shopper's answer does.

/** An order's notes, oldest first, for the console. */
export async function notesOf(
  db: Pick<Database, 'select'>,
  orderId: number,
): Promise<OperatorOrder['notes']> {
  const rows = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.at), asc(orderNotes.id));
  return rows.map((row) => ({ body: row.body, by: row.author, at: row.at.toISOString() }));
}
