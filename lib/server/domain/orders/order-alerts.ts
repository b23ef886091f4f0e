import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { raiseStaffEvent } from '@/lib/server/domain/alerts';
import type { OrderRow } from './order-moves';
import { hasPrescriptionSql } from './prescription-lines';
import { orders } from './tables';

// The staff alerts an order raises (docs/operating.md#alerts), in the transaction of its move: the
// new paid order, and the order now waiting for the optician's check (docs/operating.md#optician-check).

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const orderPage = (order: Pick<OrderRow, 'number'>) => `/admin/orders/${encodeURIComponent(order.number)}`;

/** Whether a line of the order is made to a prescription, so an optician checks it before the lab. */
async function hasPrescription(tx: Database, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ yes: sql<boolean>`${hasPrescriptionSql}` })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.yes === true;
}

/**
 * The order was paid: "paid-order", and "prescription-check" when a line is made to a prescription
 * already given (one sent later raises its check when it arrives: raiseCheckWaiting).
 */
export async function raisePaidOrder(tx: Database, order: OrderRow, waitsForPrescription: boolean) {
  await raiseStaffEvent(tx, {
    kind: 'paid-order',
    key: `paid-order:${order.id}`,
    title: `Order ${order.number} paid: ${usd(order.totalCents)}`,
    path: orderPage(order),
  });
  if (!waitsForPrescription && (await hasPrescription(tx, order.id))) await raiseCheckWaiting(tx, order);
}

/** The order's prescription is there and waits for the optician's check. */
export async function raiseCheckWaiting(tx: Database, order: Pick<OrderRow, 'id' | 'number'>) {
  await raiseStaffEvent(tx, {
    kind: 'prescription-check',
    key: `prescription-check:${order.id}`,
    title: `Order ${order.number} waits for the prescription check`,
    path: orderPage(order),
  });
}
