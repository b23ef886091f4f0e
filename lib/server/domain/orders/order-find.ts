import { desc, ilike, or, sql } from 'drizzle-orm';
import { orderStatusName } from '@/lib/shop/order-status';
import { database, escapeLike } from '@/lib/server/platform/db';
import { recipientNameSql } from './operator-order-list';
import { orders } from './tables';

/**
 * The console header's search (docs/operating.md#console-search): the newest orders whose number,
 * e-mail or recipient's name holds the text, at most `limit`.
 */
export async function findOrders(
  text: string,
  limit: number,
): Promise<{ number: string; email: string; name: string; statusName: string }[]> {
  const db = await database();
  const pattern = `%${escapeLike(text)}%`;
  const rows = await db
    .select({ number: orders.number, email: orders.email, name: recipientNameSql, status: orders.status })
    .from(orders)
    .where(
      or(
        ilike(orders.number, pattern),
        ilike(orders.email, pattern),
        sql`${recipientNameSql} ilike ${pattern}`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({
    number: row.number,
    email: row.email,
    name: row.name,
    statusName: orderStatusName(row.status),
  }));
}
