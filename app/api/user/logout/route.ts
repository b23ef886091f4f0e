import { logoutCall } from '@/lib/contract/calls/user';
import { logout, requireShopper } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(logoutCall, async (_input, context) =>
  logout(await requireShopper(context)),
);
