import { adminCouponListCall } from '@/lib/contract/calls/admin/coupons';
import { listCouponsForConsole } from '@/lib/server/domain/coupons';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(adminCouponListCall, (input) => listCouponsForConsole(input));
