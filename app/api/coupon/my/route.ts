import { couponMyCall } from '@/lib/contract/calls/coupon';
import { listMyCoupons } from '@/lib/server/domain/coupons';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(couponMyCall, (input, context) => listMyCoupons(input, context));
