import { adminCouponUpdateCall } from '@/lib/contract/calls/admin/coupons';
import { updateCoupon } from '@/lib/server/domain/coupons';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminCouponUpdateCall, (input, operator) =>
  updateCoupon(input, actorOf(operator)),
);
