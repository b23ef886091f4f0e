import { adminCouponPauseCall } from '@/lib/contract/calls/admin/coupons';
import { pauseCoupon } from '@/lib/server/coupons';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminCouponPauseCall, (input, operator) =>
  pauseCoupon(input, actorOf(operator)),
);
