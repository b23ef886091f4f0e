import { lensOptionUpdateCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/http';
import { updateLensOption } from '@/lib/server/lens-options';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(lensOptionUpdateCall, (input, operator) =>
  updateLensOption(input, actorOf(operator)),
);
