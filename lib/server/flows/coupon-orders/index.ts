// The coupon calls that need orders (docs/architecture.md#layers): claiming or giving a
// first-order coupon asks whether the shopper has a paid order, and the console's usage of a
// coupon lists the orders it was used on. A flow over both front doors, so coupons, below orders,
// never imports them.
import 'server-only';

export { claimCoupon, couponUsage, grantCouponToCustomer } from './coupon-calls';
