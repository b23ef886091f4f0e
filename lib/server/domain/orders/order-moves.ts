import { asc, eq, inArray } from 'drizzle-orm';
import { canMoveOrder, type OrderActor } from '@/lib/shop/order-transitions';
import type { Database } from '@/lib/server/platform/db';
import { orderHistory, orders } from './tables';

export type OrderRow = typeof orders.$inferSelect;

export class OrderMoveError extends Error {
  constructor(from: number, to: number) {
    super(`an order cannot move from status ${from} to ${to}`);
    this.name = 'OrderMoveError';
  }
}

/**
 * Moves a locked order to `to` and records the move with its actor (docs/product.md#order-states:
 * every transition is kept with time and actor). The caller holds the order row `for update` in
 * `tx`.
 */
export async function moveOrder(
  tx: Database,
  order: OrderRow,
  to: number,
  actor: OrderActor,
  note: string,
  changes: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  if (!canMoveOrder(order.status, to)) throw new OrderMoveError(order.status, to);
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error('the order was not updated');
  await tx
    .insert(orderHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: to, actor, note });
  return moved;
}

/** The order locked for the rest of the transaction. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw new Error('the order vanished');
  return row;
}

/**
 * The orders of `numbers` the shop has, locked for the rest of the transaction, by number. Locked
 * in the order of their ids, as every bulk move locks them, so two selections never wait on each
 * other in a circle.
 */
export async function lockOrdersByNumber(
  tx: Database,
  numbers: readonly string[],
): Promise<Map<string, OrderRow>> {
  if (numbers.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.number, [...numbers]))
    .orderBy(asc(orders.id))
    .for('update');
  return new Map(rows.map((row) => [row.number, row]));
}
