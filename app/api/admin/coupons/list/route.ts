import { adminCouponListCall } from '@/lib/contract/calls/admin/coupons';
import { listCouponsForConsole } from '@/lib/server/coupons';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(adminCouponListCall, (input) => listCouponsForConsole(input));
