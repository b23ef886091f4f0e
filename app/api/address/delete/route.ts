import { addressDeleteCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts';
import { deleteAddress } from '@/lib/server/addresses';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(addressDeleteCall, async ({ id }, context) =>
  deleteAddress((await requireShopper(context)).userId, id),
);
