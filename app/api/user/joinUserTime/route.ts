import { joinUserTimeCall } from '@/lib/contract/calls/user';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { joinVisit } from '@/lib/server/accounts/visits';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(joinUserTimeCall, async (_input, context) =>
  joinVisit(await requireShopper(context)),
);
