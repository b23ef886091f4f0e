import { addressDeleteCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { deleteAddress } from '@/lib/server/domain/addresses';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(addressDeleteCall, async ({ id }, context) =>
  deleteAddress((await requireShopper(context)).userId, id),
);
