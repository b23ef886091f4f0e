import { addressListCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/accounts';
import { listAddresses } from '@/lib/server/addresses';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(addressListCall, async (_input, context) =>
  listAddresses((await requireShopper(context)).userId),
);
