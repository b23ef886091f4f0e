import { adminOrderCancelCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { cancelOrder } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminOrderCancelCall, (input, operator) =>
  cancelOrder(input, actorOf(operator)),
);
