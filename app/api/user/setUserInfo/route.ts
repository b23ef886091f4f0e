import { setUserInfoCall } from '@/lib/contract/calls/user';
import { changeProfile } from '@/lib/server/accounts/profile';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(setUserInfoCall, async (change, context) =>
  changeProfile(await requireShopper(context), change),
);
