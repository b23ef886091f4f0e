import { addressListCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { listAddresses } from '@/lib/server/domain/addresses';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(addressListCall, async (_input, context) =>
  listAddresses((await requireShopper(context)).userId),
);
