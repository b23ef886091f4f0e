import { joinUserTimeCall } from '@/lib/contract/calls/user';
import { requireShopper, joinVisit } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(joinUserTimeCall, async (_input, context) =>
  joinVisit(await requireShopper(context)),
);
