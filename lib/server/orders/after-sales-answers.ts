import { and, eq } from 'drizzle-orm';
import { OrderStatus } from '@/lib/shop/order-status';
import { database } from '@/lib/server/db';
import { creditWallet } from '@/lib/server/wallet';
import { afterSalesRequests, orders } from './tables';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';

// The shop's answer to an after-sales request (DESIGN §4: 3 → 5 Refunded, or back to its
// previous status).

async function orderByNumber(number: string): Promise<OrderRow> {
  const db = await database();
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) throw new Error(`no order ${number}`);
  return order;
}

/**
 * Answers the open request of an order: an approved return refunds it (3 → 5), to the shop
 * wallet as store credit when the shopper chose so; anything else sends the order back to the
 * status it came from.
 */
export async function resolveAfterSales(
  number: string,
  decision: 'approved' | 'declined',
  resolution: string,
): Promise<OrderRow> {
  const found = await orderByNumber(number);
  const db = await database();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    // the pending one: an order may have earlier requests that were declined
    const [open] = await tx
      .select()
      .from(afterSalesRequests)
      .where(and(eq(afterSalesRequests.orderId, order.id), eq(afterSalesRequests.state, 'pending')))
      .orderBy(afterSalesRequests.id)
      .for('update');
    if (!open) throw new Error(`order ${number} has no open request`);
    await tx
      .update(afterSalesRequests)
      .set({ state: decision, resolution, resolvedAt: new Date() })
      .where(eq(afterSalesRequests.id, open.id));
    if (decision === 'approved' && open.kind === 'return') {
      if (open.refundTo === 'wallet' && order.totalCents > 0) {
        await creditWallet(
          tx,
          order.userId,
          order.totalCents,
          'refund',
          `Refund of order ${order.number}`,
          order.number,
        );
      }
      const note =
        open.refundTo === 'wallet' ? 'Refunded to the shop wallet' : 'Refunded to the original payment';
      return moveOrder(tx, order, OrderStatus.Refunded, 'operator', note);
    }
    const back = order.statusBeforeReview ?? OrderStatus.NotShipped;
    return moveOrder(
      tx,
      order,
      back,
      'operator',
      decision === 'approved' ? `Request approved: ${resolution}` : `Request declined: ${resolution}`,
    );
  });
}
