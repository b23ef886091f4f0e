import { and, eq, lt, sql } from 'drizzle-orm';
import { OrderStatus } from '@/lib/shop/order-status';
import type { OrderActor } from '@/lib/shop/order-transitions';
import { releaseStock } from '@/lib/server/domain/catalog';
import { releaseCoupon } from '@/lib/server/domain/coupons';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { orderLines, orders } from './tables';
import { logger } from '../../platform/logger';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';

/**
 * Ends an unpaid order (docs/product.md#order-states: 0 → 6 Expired): its stock goes back on sale
 * and its coupon back to the shopper. The caller holds the order locked; a paid order is left
 * alone. The payment window ending, the shopper deleting it and an operator cancelling it all end
 * it this one way.
 */
export async function expireOrder(
  tx: Database,
  order: OrderRow,
  note: string,
  actor: Exclude<OrderActor, 'payment'>,
) {
  if (order.status !== OrderStatus.Unpaid) return order;
  const lines = await tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  await releaseStock(
    tx,
    lines.flatMap((line) =>
      line.variantId === null ? [] : [{ variantId: line.variantId, quantity: line.quantity }],
    ),
  );
  if (order.userCouponId !== null) await releaseCoupon(tx, order.userCouponId, order.number);
  return moveOrder(tx, order, OrderStatus.Expired, actor, note);
}

/**
 * Expires every unpaid order past its payment window (or one shopper's). Runs before orders are
 * read or paid and on a timer, so a lapsed order never holds stock for long and never takes a
 * payment. Each order is locked on its own; a payment holding the lock wins, and the order is
 * then no longer unpaid.
 */
export async function expireLapsedOrders(userId?: number, now = new Date()): Promise<number> {
  const db = await database();
  const lapsed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderStatus.Unpaid),
        lt(orders.payBy, now),
        userId === undefined ? sql`true` : eq(orders.userId, userId),
      ),
    )
    .limit(200);
  let expired = 0;
  for (const { id } of lapsed) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.status !== OrderStatus.Unpaid || order.payBy >= now) return;
      await expireOrder(tx, order, 'The payment window ended', 'system');
      expired += 1;
    });
  }
  if (expired > 0) logger.info({ expired }, 'unpaid orders expired');
  return expired;
}
