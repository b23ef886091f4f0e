import { lensOptionMoveCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/http';
import { moveLensOption } from '@/lib/server/lens-options';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(lensOptionMoveCall, (input, operator) =>
  moveLensOption(input, actorOf(operator)),
);
