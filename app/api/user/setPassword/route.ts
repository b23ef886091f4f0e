import { setPasswordCall } from '@/lib/contract/calls/user';
import { changePassword, requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(setPasswordCall, async (input, context) =>
  changePassword(await requireShopper(context), input, context),
);
