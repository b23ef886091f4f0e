import { adminOrderRefundLinesCall } from '@/lib/contract/calls/admin/order-refund-lines';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { refundOrderLines } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderRefundLinesCall, (input, operator) =>
  refundOrderLines(input, actorOf(operator)),
);
