import { adminOrderShipCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { shipOrder } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminOrderShipCall, (input, operator) =>
  shipOrder(input, actorOf(operator)),
);
