import { addressInfoCall } from '@/lib/contract/calls/address';
import { requireShopper } from '@/lib/server/domain/accounts';
import { addressInfo } from '@/lib/server/domain/addresses';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(addressInfoCall, async ({ id }, context) =>
  addressInfo((await requireShopper(context)).userId, id),
);
