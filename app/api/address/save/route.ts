import { addressSaveCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { saveAddress } from '@/lib/server/domain/addresses';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(addressSaveCall, async (input, context) =>
  saveAddress((await requireShopper(context)).userId, input),
);
