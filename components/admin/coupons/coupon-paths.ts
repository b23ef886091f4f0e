// The coupon pages' addresses, in a plain module so server pages and client components share them.

export const COUPON_LIST_PATH = '/admin/coupons';

export const couponPath = (id: number) => `${COUPON_LIST_PATH}/${id}`;
