import { couponListCall } from '@/lib/contract/calls/coupon';
import { listCouponOffers } from '@/lib/server/domain/coupons';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(couponListCall, (_input, context) => listCouponOffers(context));
