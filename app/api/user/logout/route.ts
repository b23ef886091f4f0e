import { logoutCall } from '@/lib/contract/calls/user';
import { logout, requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(logoutCall, async (_input, context) =>
  logout(await requireShopper(context)),
);
