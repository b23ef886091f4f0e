import type { MyCoupon } from '@/lib/contract/calls/coupon';
import { describeCouponLimits } from '@/lib/shop/coupon-description';

/** What a held coupon covers, after its title in a coupon picker: " (Only frames in Sunglasses)", or nothing. */
export function limitsOf(coupon: Pick<MyCoupon, 'covers' | 'freeShipping' | 'offerRule'>): string {
  const limits = describeCouponLimits(coupon);
  return limits ? ` (${limits})` : '';
}
