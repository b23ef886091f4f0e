import { couponListCall } from '@/lib/contract/calls/coupon';
import { listCouponOffers } from '@/lib/server/coupons/coupon-offers';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(couponListCall, (_input, context) => listCouponOffers(context));
