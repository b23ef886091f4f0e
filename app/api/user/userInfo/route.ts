import { userInfoCall } from '@/lib/contract/calls/user';
import { userInfo, requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(userInfoCall, async (_input, context) =>
  userInfo(await requireShopper(context)),
);
