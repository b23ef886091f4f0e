import { addressListCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { listAddresses } from '@/lib/server/addresses/address-book';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(addressListCall, async (_input, context) =>
  listAddresses((await requireShopper(context)).userId),
);
