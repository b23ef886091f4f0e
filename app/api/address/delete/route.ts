import { addressDeleteCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { deleteAddress } from '@/lib/server/domain/addresses';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(addressDeleteCall, async ({ id }, context) =>
  deleteAddress((await requireShopper(context)).userId, id),
);
