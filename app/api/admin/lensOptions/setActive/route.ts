import { lensOptionSetActiveCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/http';
import { setLensOptionActive } from '@/lib/server/lens-options';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(lensOptionSetActiveCall, (input, operator) =>
  setLensOptionActive(input, actorOf(operator)),
);
