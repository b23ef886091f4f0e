import { adminCouponUsageCall } from '@/lib/contract/calls/admin/coupons';
import { couponUsage } from '@/lib/server/flows/coupon-orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(adminCouponUsageCall, (input) => couponUsage(input));
