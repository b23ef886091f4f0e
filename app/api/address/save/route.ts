import { addressSaveCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts';
import { saveAddress } from '@/lib/server/addresses';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(addressSaveCall, async (input, context) =>
  saveAddress((await requireShopper(context)).userId, input),
);
