// The coupons module's front door (docs/architecture.md#house-rules): coupons: offers, claims, the
// held coupons, checkout use. Other modules and app/ import only from here; its tables and inner
// files are its own.
import 'server-only';

export { checkoutCoupon, releaseCoupon, spendCoupon } from './checkout-coupon';
export { claimCoupon, couponCodeOpen, takeCouponCode } from './claim-coupon';
export { listCouponOffers } from './coupon-offers';
export { couponScopeChoices } from './coupon-scope-choices';
export { couponsHeldBy, grantCouponToCustomer } from './customer-coupons';
export { listMyCoupons } from './my-coupons';
export { createCoupon, listCouponsForConsole, pauseCoupon, updateCoupon } from './coupons-admin';
export { couponUsage } from './coupon-usage';
