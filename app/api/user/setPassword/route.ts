import { setPasswordCall } from '@/lib/contract/calls/user';
import { changePassword, requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(setPasswordCall, async (input, context) =>
  changePassword(await requireShopper(context), input, context),
);
