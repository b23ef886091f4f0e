import { couponMyCall } from '@/lib/contract/calls/coupon';
import { listMyCoupons } from '@/lib/server/coupons';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(couponMyCall, (input, context) => listMyCoupons(input, context));
