import { adminCouponPauseCall } from '@/lib/contract/calls/admin/coupons';
import { pauseCoupon } from '@/lib/server/domain/coupons';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminCouponPauseCall, (input, operator) =>
  pauseCoupon(input, actorOf(operator)),
);
