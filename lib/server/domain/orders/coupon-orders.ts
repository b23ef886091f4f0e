import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { orders } from './tables';

// What the coupons module asks of the orders: whether a customer has a paid order (a first-order
// coupon is not for them), and the orders a coupon was used on.

/** Whether the customer has an order that was paid (refunded ones included: it was their first order). */
export async function hasPaidOrder(db: Pick<Database, 'select'>, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return row !== undefined;
}

export interface CouponOrder {
  number: string;
  email: string;
  status: number;
  createdAt: Date;
  paidAt: Date | null;
  couponDiscountCents: number;
  totalCents: number;
}

/**
 * The newest `limit` orders made with the coupon `code`, how many there are, and what it took off
 * the paid ones (an unpaid order that expires gives the coupon back).
 */
export async function ordersWithCoupon(
  db: Pick<Database, 'select'>,
  code: string,
  limit: number,
): Promise<{ list: CouponOrder[]; total: number; paid: number; paidDiscountCents: number }> {
  const withCode = eq(orders.couponCode, code);
  const [list, [figures]] = await Promise.all([
    db
      .select({
        number: orders.number,
        email: orders.email,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        couponDiscountCents: orders.couponDiscountCents,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(withCode)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db
      .select({
        total: count(),
        paid: sql<number>`count(*) filter (where ${orders.paidAt} is not null)`.mapWith(Number),
        paidDiscountCents:
          sql<number>`coalesce(sum(${orders.couponDiscountCents}) filter (where ${orders.paidAt} is not null), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(withCode),
  ]);
  return {
    list,
    total: figures?.total ?? 0,
    paid: figures?.paid ?? 0,
    paidDiscountCents: figures?.paidDiscountCents ?? 0,
  };
}
