import { addressInfoCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { addressInfo } from '@/lib/server/addresses/address-book';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(addressInfoCall, async ({ id }, context) =>
  addressInfo((await requireShopper(context)).userId, id),
);
