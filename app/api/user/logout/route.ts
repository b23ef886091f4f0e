import { logoutCall } from '@/lib/contract/calls/user';
import { logout } from '@/lib/server/accounts/logout';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(logoutCall, async (_input, context) =>
  logout(await requireShopper(context)),
);
