import { adminOrderLabStagesCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { moveOrdersLabStage } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderLabStagesCall, (input, operator) =>
  moveOrdersLabStage(input, actorOf(operator)),
);
