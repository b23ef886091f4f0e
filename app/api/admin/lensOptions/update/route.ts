import { lensOptionUpdateCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { updateLensOption } from '@/lib/server/domain/lens-options';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(lensOptionUpdateCall, (input, operator) =>
  updateLensOption(input, actorOf(operator)),
);
