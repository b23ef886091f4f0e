import { userInfoCall } from '@/lib/contract/calls/user';
import { userInfo, requireShopper } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(userInfoCall, async (_input, context) =>
  userInfo(await requireShopper(context)),
);
