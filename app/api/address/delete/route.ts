import { addressDeleteCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { deleteAddress } from '@/lib/server/addresses/address-book';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(addressDeleteCall, async ({ id }, context) =>
  deleteAddress((await requireShopper(context)).userId, id),
);
