import type { CouponOffer, MyCoupon } from '@/lib/contract/calls/coupon';
import { couponStatus, describeDiscount, type CouponKind } from '@/lib/shop/coupon-rules';
import type { coupons, userCoupons } from './tables';

export type CouponRow = typeof coupons.$inferSelect;
export type HeldCouponRow = typeof userCoupons.$inferSelect;

function termsOf(coupon: CouponRow) {
  const kind = coupon.kind as CouponKind;
  return {
    code: coupon.code,
    title: coupon.title,
    kind,
    value: coupon.value,
    discount: describeDiscount({ kind, value: coupon.value }),
    minSpendCents: coupon.minSpendCents,
  };
}

/** A coupon on offer, as /api/coupon/list shows it. */
export function toCouponOffer(coupon: CouponRow, claimed: boolean): CouponOffer {
  return {
    ...termsOf(coupon),
    endsAt: coupon.endsAt.toISOString(),
    validDays: coupon.validDays,
    claimed,
  };
}

/** A coupon in the shopper's wallet, as /api/coupon/my shows it. */
export function toMyCoupon(coupon: CouponRow, held: HeldCouponRow, now: Date): MyCoupon {
  return {
    id: held.id,
    ...termsOf(coupon),
    status: couponStatus({ expiresAt: held.expiresAt, usedAt: held.usedAt, active: coupon.active }, now),
    claimedAt: held.claimedAt.toISOString(),
    startsAt: coupon.startsAt.toISOString(),
    expiresAt: held.expiresAt.toISOString(),
    usedAt: held.usedAt?.toISOString() ?? null,
    orderNumber: held.orderNumber,
  };
}
