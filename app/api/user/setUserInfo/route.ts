import { setUserInfoCall } from '@/lib/contract/calls/user';
import { changeProfile, requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(setUserInfoCall, async (change, context) =>
  changeProfile(await requireShopper(context), change),
);
