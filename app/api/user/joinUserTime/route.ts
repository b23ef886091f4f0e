import { joinUserTimeCall } from '@/lib/contract/calls/user';
import { requireShopper, joinVisit } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(joinUserTimeCall, async (_input, context) =>
  joinVisit(await requireShopper(context)),
);
