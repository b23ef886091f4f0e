import { COUPON_TAG_KEY } from '@/lib/client/store';

// The coupon tag held in session storage, cleared on logout (docs/product.md#accounts). It is the
// held coupon the shopper chose in the cart, so the checkout starts with the same one.

export function readCouponTag(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(COUPON_TAG_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    // storage can be unavailable (privacy mode): no coupon remembered then
    return null;
  }
}

export function writeCouponTag(couponId: number | null): void {
  try {
    if (couponId === null) window.sessionStorage.removeItem(COUPON_TAG_KEY);
    else window.sessionStorage.setItem(COUPON_TAG_KEY, String(couponId));
  } catch {
    // storage can be unavailable (privacy mode); the coupon is then chosen again at checkout
  }
}
