import { customerGrantCouponCall } from '@/lib/contract/calls/admin/customers';
import { grantCouponToCustomer } from '@/lib/server/coupon-orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(customerGrantCouponCall, (input, operator) =>
  grantCouponToCustomer(input, actorOf(operator)),
);
