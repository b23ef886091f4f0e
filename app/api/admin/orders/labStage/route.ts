import { adminOrderLabStageCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { moveOrderLabStage } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderLabStageCall, (input, operator) =>
  moveOrderLabStage(input, actorOf(operator)),
);
