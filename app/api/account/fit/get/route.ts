import { accountFitGetCall } from '@/lib/contract/calls/account-fit';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { savedFit } from '@/lib/server/domain/fit-measurements';

export const POST = shopperRouteHandler(accountFitGetCall, async (_input, context) =>
  savedFit((await requireShopper(context)).userId),
);
