import { and, eq, isNull } from 'drizzle-orm';
import type { CouponKind, HeldCoupon } from '@/lib/shop/coupon-rules';
import type { Database } from '@/lib/server/platform/db';
import type { PaidOrderCheck } from './coupon-claims';
import { coverageWithNames } from './coupon-coverage-names';
import { coupons, userCoupons } from './tables';

// A held coupon at checkout (docs/product.md#pricing: at most one, on what it covers, and how it
// meets the second-frame offer: docs/operating.md#coupons).
// The coupon is marked used when the order is made and given back if the order expires unpaid.

export interface CheckoutCoupon {
  id: number;
  code: string;
  title: string;
  held: HeldCoupon;
}

type Reader = Pick<Database, 'select'>;

/** The caller's held coupon `userCouponId`, or null when it is not theirs. */
export async function checkoutCoupon(
  db: Reader,
  userId: number,
  userCouponId: number,
  hasPaidOrder: PaidOrderCheck,
): Promise<CheckoutCoupon | null> {
  const [row] = await db
    .select({ held: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId)))
    .limit(1);
  if (!row) return null;
  // a first-order coupon claimed before a first order stops working once any order is paid
  const firstOrderTaken =
    row.coupon.firstOrderOnly && row.held.usedAt === null ? await hasPaidOrder(db, userId) : false;
  return {
    id: row.held.id,
    code: row.coupon.code,
    title: row.coupon.title,
    held: {
      kind: row.coupon.kind as CouponKind,
      value: row.coupon.value,
      minSpendCents: row.coupon.minSpendCents,
      startsAt: row.coupon.startsAt,
      expiresAt: row.held.expiresAt,
      usedAt: row.held.usedAt,
      active: row.coupon.active,
      firstOrderTaken,
      coverage: await coverageWithNames(db, row.coupon),
    },
  };
}

/** Marks the coupon used by the order; false when another order used it first. */
export async function spendCoupon(tx: Database, userCouponId: number, userId: number, orderNumber: string) {
  const used = await tx
    .update(userCoupons)
    .set({ usedAt: new Date(), orderNumber })
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), isNull(userCoupons.usedAt)))
    .returning({ id: userCoupons.id });
  return used.length === 1;
}

/** Gives the coupon back when its order expired unpaid or was cancelled. */
export async function releaseCoupon(tx: Database, userCouponId: number, orderNumber: string): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ usedAt: null, orderNumber: null })
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.orderNumber, orderNumber)));
}
