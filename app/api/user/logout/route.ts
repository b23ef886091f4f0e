import { logoutCall } from '@/lib/contract/calls/user';
import { logout, requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(logoutCall, async (_input, context) =>
  logout(await requireShopper(context)),
);
