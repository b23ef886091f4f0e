import type { CouponOffer, MyCoupon } from '@/lib/contract/calls/coupon';
import { describeCoverage } from '@/lib/shop/coupon-coverage';
import { describeCoupon } from '@/lib/shop/coupon-description';
import { couponStatus, type CouponKind } from '@/lib/shop/coupon-rules';
import { coverageOf } from './coupon-coverage-names';
import type { coupons, userCoupons } from './tables';

export type CouponRow = typeof coupons.$inferSelect;
export type HeldCouponRow = typeof userCoupons.$inferSelect;

/** `names`: the products' or lens options' names it covers (coupon-coverage-names.ts). */
function termsOf(coupon: CouponRow, names: readonly string[]) {
  const kind = coupon.kind as CouponKind;
  const coverage = coverageOf(coupon, names);
  return {
    code: coupon.code,
    title: coupon.title,
    kind,
    value: coupon.value,
    discount: describeCoupon({ kind, value: coupon.value }, coverage),
    minSpendCents: coupon.minSpendCents,
    covers: describeCoverage(coverage, names),
    freeShipping: coverage.freeShipping,
    offerRule: coverage.offerRule,
  };
}

/** A coupon on offer, as /api/coupon/list shows it. */
export function toCouponOffer(
  coupon: CouponRow,
  claimed: boolean,
  names: readonly string[] = [],
): CouponOffer {
  return {
    ...termsOf(coupon, names),
    endsAt: coupon.endsAt.toISOString(),
    validDays: coupon.validDays,
    claimed,
  };
}

/** A coupon in the shopper's wallet, as /api/coupon/my shows it. */
export function toMyCoupon(
  coupon: CouponRow,
  held: HeldCouponRow,
  now: Date,
  names: readonly string[] = [],
): MyCoupon {
  return {
    id: held.id,
    ...termsOf(coupon, names),
    status: couponStatus({ expiresAt: held.expiresAt, usedAt: held.usedAt, active: coupon.active }, now),
    claimedAt: held.claimedAt.toISOString(),
    startsAt: coupon.startsAt.toISOString(),
    expiresAt: held.expiresAt.toISOString(),
    usedAt: held.usedAt?.toISOString() ?? null,
    orderNumber: held.orderNumber,
  };
}
