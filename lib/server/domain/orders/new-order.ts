import { eq } from 'drizzle-orm';
import { ORDER_PAYMENT_MINUTES } from '@/lib/shop/order-transitions';
import { OrderStatus } from '@/lib/shop/order-status';
import type { Database } from '@/lib/server/platform/db';
import { orderHistory, orderLines, orders, type StoredOrderLine } from './tables';
import type { OrderRow } from './order-moves';

/** What a new order is made of: the checkout's frozen money, address and choices. */
export type NewOrder = Pick<
  typeof orders.$inferInsert,
  | 'number'
  | 'userId'
  | 'snapshotId'
  | 'subtotalCents'
  | 'frameDiscountCents'
  | 'frameOfferName'
  | 'couponDiscountCents'
  | 'shippingCents'
  | 'totalCents'
  | 'taxCents'
  | 'taxIncluded'
  | 'tax'
  | 'currency'
  | 'userCouponId'
  | 'couponCode'
  | 'address'
  | 'email'
  | 'shippingMethod'
  | 'shippingName'
  | 'shippingFewestDays'
  | 'shippingMostDays'
>;

/** A frozen line of the new order. */
export interface NewOrderLine {
  productId: number;
  variantId: number;
  quantity: number;
  line: StoredOrderLine;
  lensRecord: unknown;
}

/** The order with this id (a checkout snapshot knows the order made from it), or undefined. */
export async function orderById(
  db: Pick<Database, 'select'>,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [made] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return made;
}

/**
 * Writes a new order in the caller's transaction (docs/product.md#order-states): 0 Unpaid, to be
 * paid within the payment window, its lines in the checkout's order, and the first line of its
 * history, placed by the shopper.
 */
export async function writeNewOrder(
  tx: Database,
  values: NewOrder,
  lines: NewOrderLine[],
): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      ...values,
      status: OrderStatus.Unpaid,
      payBy: new Date(Date.now() + ORDER_PAYMENT_MINUTES * 60_000),
    })
    .returning();
  if (!order) throw new Error('the order was not written');
  await tx.insert(orderLines).values(lines.map((line, sort) => ({ ...line, orderId: order.id, sort })));
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: OrderStatus.Unpaid,
    actor: 'shopper',
    note: 'Order placed',
  });
  return order;
}
