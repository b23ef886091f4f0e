import { callApi } from '@/lib/api';
import { couponMyAddress } from '@/lib/contract/account-addresses';
import type { MyCoupon } from '@/lib/contract/calls/coupon';
import { couponDiscountCents } from '@/lib/shop/coupon-rules';

// The coupons a signed-in shopper can use at checkout: their usable held coupons (/api/coupon/my),
// each named by the id that /api/cart/snapshoot and /snapshootShipping take as `couponId`.

export type ChoosableCoupon = MyCoupon & { id: number };

export const USABLE_COUPONS_KEY = 'checkout-usable-coupons';

function hasId(coupon: MyCoupon): coupon is ChoosableCoupon {
  const id: unknown = (coupon as { id?: unknown }).id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

export const loadUsableCoupons = (): Promise<ChoosableCoupon[]> =>
  callApi(couponMyAddress, { status: 'usable' }, { tip: false }).then((answer) => answer.list.filter(hasId));

/**
 * What the coupon would take off this merchandise (one coupon, after the second-frame offer:
 * docs/product.md#pricing). A coupon limited to part of the cart, or kept off the offer's frames,
 * is estimated by nobody but the checkout, which prices it on the frozen lines: 0 here.
 */
export function estimatedCouponCents(coupon: ChoosableCoupon | null, merchandiseCents: number): number {
  if (!coupon || coupon.covers !== null || coupon.offerRule !== 'combines') return 0;
  return couponDiscountCents(coupon, merchandiseCents);
}
