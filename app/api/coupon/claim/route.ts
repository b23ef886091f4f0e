import { couponClaimCall } from '@/lib/contract/calls/coupon';
import { claimCoupon } from '@/lib/server/coupon-orders';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(couponClaimCall, (input, context) => claimCoupon(input, context));
