import { addressInfoCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { addressInfo } from '@/lib/server/domain/addresses';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(addressInfoCall, async ({ id }, context) =>
  addressInfo((await requireShopper(context)).userId, id),
);
