import { adminCouponCreateCall } from '@/lib/contract/calls/admin/coupons';
import { createCoupon } from '@/lib/server/domain/coupons';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminCouponCreateCall, (input, operator) =>
  createCoupon(input, actorOf(operator)),
);
