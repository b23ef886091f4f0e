import { couponMyCall } from '@/lib/contract/calls/coupon';
import { listMyCoupons } from '@/lib/server/coupons/my-coupons';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(couponMyCall, (input, context) => listMyCoupons(input, context));
