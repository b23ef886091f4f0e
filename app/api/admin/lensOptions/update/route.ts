import { lensOptionUpdateCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { updateLensOption } from '@/lib/server/domain/lens-options';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(lensOptionUpdateCall, (input, operator) =>
  updateLensOption(input, actorOf(operator)),
);
