import { couponMyCall } from '@/lib/contract/calls/coupon';
import { listMyCoupons } from '@/lib/server/domain/coupons';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(couponMyCall, (input, context) => listMyCoupons(input, context));
