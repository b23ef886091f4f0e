import { addressSaveCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { saveAddress } from '@/lib/server/addresses/address-book';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(addressSaveCall, async (input, context) =>
  saveAddress((await requireShopper(context)).userId, input),
);
