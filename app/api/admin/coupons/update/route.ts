import { adminCouponUpdateCall } from '@/lib/contract/calls/admin/coupons';
import { updateCoupon } from '@/lib/server/coupons';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminCouponUpdateCall, (input, operator) =>
  updateCoupon(input, actorOf(operator)),
);
