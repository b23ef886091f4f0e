import { userInfoCall } from '@/lib/contract/calls/user';
import { userInfo } from '@/lib/server/accounts/profile';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(userInfoCall, async (_input, context) =>
  userInfo(await requireShopper(context)),
);
