import { lensOptionCreateCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { createLensOption } from '@/lib/server/domain/lens-options';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(lensOptionCreateCall, (input, operator) =>
  createLensOption(input, actorOf(operator)),
);
