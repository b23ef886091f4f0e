import { userInfoCall } from '@/lib/contract/calls/user';
import { userInfo, requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(userInfoCall, async (_input, context) =>
  userInfo(await requireShopper(context)),
);
