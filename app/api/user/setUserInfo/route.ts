import { setUserInfoCall } from '@/lib/contract/calls/user';
import { changeProfile, requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(setUserInfoCall, async (change, context) =>
  changeProfile(await requireShopper(context), change),
);
