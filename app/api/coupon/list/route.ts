import { couponListCall } from '@/lib/contract/calls/coupon';
import { listCouponOffers } from '@/lib/server/coupons';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(couponListCall, (_input, context) => listCouponOffers(context));
