import { addressListCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { listAddresses } from '@/lib/server/domain/addresses';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(addressListCall, async (_input, context) =>
  listAddresses((await requireShopper(context)).userId),
);
