import { joinUserTimeCall } from '@/lib/contract/calls/user';
import { requireShopper, joinVisit } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = shopperRouteHandler(joinUserTimeCall, async (_input, context) =>
  joinVisit(await requireShopper(context)),
);
