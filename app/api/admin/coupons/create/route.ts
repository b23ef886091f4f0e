import { adminCouponCreateCall } from '@/lib/contract/calls/admin/coupons';
import { createCoupon } from '@/lib/server/coupons';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminCouponCreateCall, (input, operator) =>
  createCoupon(input, actorOf(operator)),
);
