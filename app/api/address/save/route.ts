import { addressSaveCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { saveAddress } from '@/lib/server/domain/addresses';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(addressSaveCall, async (input, context) =>
  saveAddress((await requireShopper(context)).userId, input),
);
