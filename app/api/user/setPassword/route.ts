import { setPasswordCall } from '@/lib/contract/calls/user';
import { changePassword } from '@/lib/server/accounts/profile';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(setPasswordCall, async (input, context) =>
  changePassword(await requireShopper(context), input),
);
