import { adminOrderDeliverCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { deliverOrder } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminOrderDeliverCall, (input, operator) =>
  deliverOrder(input, actorOf(operator)),
);
