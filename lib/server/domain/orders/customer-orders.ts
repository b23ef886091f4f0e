import { count, desc, eq } from 'drizzle-orm';
import type { CustomerOrder } from '@/lib/contract/calls/admin/customers';
import { orderStatusName } from '@/lib/shop/order-status';
import { database } from '@/lib/server/platform/db';
import { orders } from './tables';

/**
 * A customer's newest orders for the operator console: every order, the ones they hid from their
 * list and the unpaid ones included, with how many there are in all.
 */
export async function customerOrders(
  userId: number,
  limit: number,
): Promise<{ list: CustomerOrder[]; total: number }> {
  const db = await database();
  const theirs = eq(orders.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        status: orders.status,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
      })
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db.select({ total: count() }).from(orders).where(theirs),
  ]);
  return {
    list: rows.map((row) => ({
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      status: row.status,
      statusName: orderStatusName(row.status),
      totalCents: row.totalCents,
      refundedCents: row.refundedCents,
    })),
    total: counted?.total ?? 0,
  };
}
