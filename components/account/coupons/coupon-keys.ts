import type { CouponStatus } from '@/lib/shop/coupon-rules';

// The SWR keys of the coupons page, so claiming a coupon can refresh the wallet tabs.

export const COUPON_LIST_KEY = 'account-coupon-offers';
const HELD = 'account-coupons-held';

export const heldCouponsKey = (status: CouponStatus) => [HELD, status] as const;

export function isHeldCouponsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === HELD;
}
