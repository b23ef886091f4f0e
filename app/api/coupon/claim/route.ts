import { couponClaimCall } from '@/lib/contract/calls/coupon';
import { claimCoupon } from '@/lib/server/flows/coupon-orders';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(couponClaimCall, (input, context) => claimCoupon(input, context));
