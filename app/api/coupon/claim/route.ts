import { couponClaimCall } from '@/lib/contract/calls/coupon';
import { claimCoupon } from '@/lib/server/flows/coupon-orders';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(couponClaimCall, (input, context) => claimCoupon(input, context));
