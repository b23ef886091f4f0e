import { couponListCall } from '@/lib/contract/calls/coupon';
import { listCouponOffers } from '@/lib/server/domain/coupons';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(couponListCall, (_input, context) => listCouponOffers(context));
