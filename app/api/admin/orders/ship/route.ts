import { adminOrderShipCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { shipOrder } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderShipCall, (input, operator) =>
  shipOrder(input, actorOf(operator)),
);
