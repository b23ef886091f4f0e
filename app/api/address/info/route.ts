import { addressInfoCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts';
import { addressInfo } from '@/lib/server/addresses';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(addressInfoCall, async ({ id }, context) =>
  addressInfo((await requireShopper(context)).userId, id),
);
