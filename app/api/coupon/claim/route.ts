import { couponClaimCall } from '@/lib/contract/calls/coupon';
import { claimCoupon } from '@/lib/server/coupons/claim-coupon';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(couponClaimCall, (input, context) => claimCoupon(input, context));
