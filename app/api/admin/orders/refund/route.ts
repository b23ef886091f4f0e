import { adminOrderRefundCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { refundOrder } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderRefundCall, (input, operator) =>
  refundOrder(input, actorOf(operator)),
);
