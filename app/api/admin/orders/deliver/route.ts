import { adminOrderDeliverCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { deliverOrder } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderDeliverCall, (input, operator) =>
  deliverOrder(input, actorOf(operator)),
);
