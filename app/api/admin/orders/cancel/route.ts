import { adminOrderCancelCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { cancelOrder } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderCancelCall, (input, operator) =>
  cancelOrder(input, actorOf(operator)),
);
