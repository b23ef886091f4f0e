import { adminOrderLabStageManyCall } from '@/lib/contract/calls/admin/order-bulk';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { moveOrdersLabStageTogether } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderLabStageManyCall, (input, operator) =>
  moveOrdersLabStageTogether(input, actorOf(operator)),
);
