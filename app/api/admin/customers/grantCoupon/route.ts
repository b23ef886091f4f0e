import { customerGrantCouponCall } from '@/lib/contract/calls/admin/customers';
import { grantCouponToCustomer } from '@/lib/server/flows/coupon-orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerGrantCouponCall, (input, operator) =>
  grantCouponToCustomer(input, actorOf(operator)),
);
