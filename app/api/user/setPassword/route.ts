import { setPasswordCall } from '@/lib/contract/calls/user';
import { changePassword, requireShopper } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(setPasswordCall, async (input, context) =>
  changePassword(await requireShopper(context), input, context),
);
