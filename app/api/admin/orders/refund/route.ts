import { adminOrderRefundCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { refundOrder } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminOrderRefundCall, (input, operator) =>
  refundOrder(input, actorOf(operator)),
);
