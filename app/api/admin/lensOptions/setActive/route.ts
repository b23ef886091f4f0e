import { lensOptionSetActiveCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { setLensOptionActive } from '@/lib/server/domain/lens-options';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(lensOptionSetActiveCall, (input, operator) =>
  setLensOptionActive(input, actorOf(operator)),
);
