import { lensOptionCreateCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/http';
import { createLensOption } from '@/lib/server/lens-options';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(lensOptionCreateCall, (input, operator) =>
  createLensOption(input, actorOf(operator)),
);
