import { accountFitSaveCall } from '@/lib/contract/calls/account-fit';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { saveFit } from '@/lib/server/domain/fit-measurements';

export const POST = shopperRouteHandler(accountFitSaveCall, async (input, context) =>
  saveFit((await requireShopper(context)).userId, input),
);
