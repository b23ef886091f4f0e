import type { MyCoupon } from '@/lib/contract/calls/coupon';
import type { CouponUsage } from '@/lib/contract/calls/admin/coupons';
import type { AuditActor } from '@/lib/server/platform/audit';
import type { CallContext } from '@/lib/server/platform/call-context';
import * as coupons from '@/lib/server/domain/coupons';
import { hasPaidOrder, ordersWithCoupon } from '@/lib/server/domain/orders';

/** POST /api/coupon/claim: a first-order coupon asks orders whether the shopper has a paid order. */
export function claimCoupon(
  input: Parameters<typeof coupons.claimCoupon>[0],
  context: CallContext,
): Promise<MyCoupon> {
  return coupons.claimCoupon(input, context, hasPaidOrder);
}

/** POST /api/admin/customers/grantCoupon: the same first-order limit, for a coupon an operator gives. */
export function grantCouponToCustomer(
  input: Parameters<typeof coupons.grantCouponToCustomer>[0],
  actor: AuditActor,
): Promise<MyCoupon> {
  return coupons.grantCouponToCustomer(input, actor, hasPaidOrder);
}

/** POST /api/admin/coupons/usage: the coupon's figures with the orders it was used on. */
export function couponUsage(input: { id: number }): Promise<CouponUsage> {
  return coupons.couponUsage(input, ordersWithCoupon);
}
