import { and, count, eq, isNull } from 'drizzle-orm';
import type { CouponUsage } from '@/lib/contract/calls/admin/coupons';
import { NotFoundError } from '@/lib/contract/errors';
import { database, type Database } from '@/lib/server/platform/db';
import { coverageWithNames } from './coupon-coverage-names';
import { figuresOf, toAdminCoupon } from './coupons-admin';
import { coupons, userCoupons } from './tables';

// A coupon's usage in the console: its figures, its unused claims and the orders made with it.

/** The most orders the usage lists; the figures count them all. */
const USAGE_ORDERS = 50;

/**
 * The newest `limit` orders made with the coupon `code`, how many there are, and what it took off
 * the paid ones. Orders know them and stand above coupons, so the caller hands them in.
 */
export type CouponOrders = (
  db: Pick<Database, 'select'>,
  code: string,
  limit: number,
) => Promise<{
  list: {
    number: string;
    email: string;
    status: number;
    createdAt: Date;
    paidAt: Date | null;
    couponDiscountCents: number;
    totalCents: number;
  }[];
  total: number;
  paid: number;
  paidDiscountCents: number;
}>;

/** POST /api/admin/coupons/usage. */
export async function couponUsage(
  input: { id: number },
  ordersWithCoupon: CouponOrders,
  now = new Date(),
): Promise<CouponUsage> {
  const db = await database();
  const [row] = await db.select().from(coupons).where(eq(coupons.id, input.id));
  if (!row) throw new NotFoundError('The coupon');
  const [figures, [unused], orders] = await Promise.all([
    figuresOf(db, row.id),
    db
      .select({ count: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, row.id), isNull(userCoupons.usedAt))),
    ordersWithCoupon(db, row.code, USAGE_ORDERS),
  ]);
  return {
    coupon: toAdminCoupon(row, figures, now, (await coverageWithNames(db, row)).scopeNames),
    unused: unused?.count ?? 0,
    orders: orders.list.map((order) => ({
      number: order.number,
      email: order.email,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      discountCents: order.couponDiscountCents,
      totalCents: order.totalCents,
    })),
    ordersCount: orders.total,
    paidOrders: orders.paid,
    totalDiscountCents: orders.paidDiscountCents,
  };
}
