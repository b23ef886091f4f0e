import { lensOptionMoveCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { moveLensOption } from '@/lib/server/domain/lens-options';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(lensOptionMoveCall, (input, operator) =>
  moveLensOption(input, actorOf(operator)),
);
