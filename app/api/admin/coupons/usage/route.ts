import { adminCouponUsageCall } from '@/lib/contract/calls/admin/coupons';
import { couponUsage } from '@/lib/server/coupon-orders';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(adminCouponUsageCall, (input) => couponUsage(input));
