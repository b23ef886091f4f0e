import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderDetail, OrderSummary } from '@/lib/contract/calls/order';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { OrderStatus } from '@/lib/shop/order-status';
import { canHideOrder } from '@/lib/shop/order-transitions';
import { requireShopper } from '@/lib/server/domain/accounts';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { afterSalesRequests, orderHistory, orderLines, orders } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { expireLapsedOrders, expireOrder } from './expire-orders';
import { lockOrder, type OrderRow } from './order-moves';
import { labMovesOf, shopperTimelineOf } from './lab-timeline';
import { toOrderDetail, toOrderSummary } from './order-views';
import { linePrescriptionOf } from './prescription-lines';
import { waitingAddition } from './prescription-wait';

type Context = Pick<CallContext, 'bearerToken'>;

export const MY_ORDER_MESSAGES = {
  inProgress: 'This order is on its way through our lab and delivery, so it cannot be deleted.',
} as const;

/** The caller's order by its number (hidden ones too); another account's answers 404. */
export async function ownedOrder(db: Database, userId: number, orderNumber: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new NotFoundError('This order');
  return order;
}

/** POST /api/order/list: newest first, by status, without hidden orders, with counts per status. */
export async function listMyOrders(
  input: { status?: number | undefined; page: number; pageSize: number },
  context: Context,
) {
  const { userId } = await requireShopper(context);
  await expireLapsedOrders(userId);
  const db = await database();
  const visible = and(eq(orders.userId, userId), isNull(orders.hiddenAt));
  const where = input.status === undefined ? visible : and(visible, eq(orders.status, input.status));
  const [rows, perStatus] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ status: orders.status, count: count() }).from(orders).where(visible).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(perStatus.map((entry) => [String(entry.status), entry.count]));
  const total =
    input.status === undefined
      ? perStatus.reduce((sum, entry) => sum + entry.count, 0)
      : (counts[String(input.status)] ?? 0);
  const ids = rows.map((row) => row.id);
  const [lines, open] = await Promise.all([
    ids.length === 0
      ? []
      : db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.sort)),
    ids.length === 0
      ? []
      : db
          .select({ orderId: afterSalesRequests.orderId })
          .from(afterSalesRequests)
          .where(and(inArray(afterSalesRequests.orderId, ids), eq(afterSalesRequests.state, 'pending'))),
  ]);
  const now = new Date();
  const list: OrderSummary[] = rows.map((order) =>
    toOrderSummary(
      order,
      lines.filter((line) => line.orderId === order.id),
      open.some((request) => request.orderId === order.id),
      now,
    ),
  );
  return {
    list,
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
    counts,
  };
}

/** POST /api/order/info: the whole order, with its history and after-sales requests. */
export async function myOrderInfo(input: { orderNumber: string }, context: Context): Promise<OrderDetail> {
  const { userId } = await requireShopper(context);
  await expireLapsedOrders(userId);
  const db = await database();
  return orderDetailOf(db, await ownedOrder(db, userId, input.orderNumber));
}

export async function orderDetailOf(db: Database, order: OrderRow): Promise<OrderDetail> {
  const [lines, history, requests, labMoves] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.sort)),
    db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    db
      .select()
      .from(afterSalesRequests)
      .where(eq(afterSalesRequests.orderId, order.id))
      .orderBy(desc(afterSalesRequests.createdAt)),
    labMovesOf(db, order.id),
  ]);
  const now = new Date();
  // an order waiting for its prescription will be made to it: its timeline has every stage
  const hasPrescription =
    order.prescriptionDueAt !== null || lines.some((line) => linePrescriptionOf(line) !== null);
  const timeline = shopperTimelineOf(order, hasPrescription, labMoves, now);
  const prescriptionAddition = await waitingAddition(order, lines);
  return { ...toOrderDetail(order, lines, history, requests, now), timeline, prescriptionAddition };
}

/**
 * POST /api/order/delete: hides a final order (Completed, Refunded, Expired) from the list; an
 * unpaid order is cancelled first (0 → 6, its stock returned). The order itself is kept.
 */
export async function deleteMyOrder(
  input: { orderNumber: string },
  context: Context,
): Promise<{ deleted: true }> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const owned = await ownedOrder(db, userId, input.orderNumber);
  await db.transaction(async (tx) => {
    let order = await lockOrder(tx, owned.id);
    if (!canHideOrder(order.status)) throw new RefusedError(MY_ORDER_MESSAGES.inProgress);
    if (order.status === OrderStatus.Unpaid)
      order = await expireOrder(tx, order, 'Cancelled by the shopper', 'shopper');
    await tx
      .update(orders)
      .set({ hiddenAt: sql`now()` })
      .where(eq(orders.id, order.id));
  });
  return { deleted: true };
}
