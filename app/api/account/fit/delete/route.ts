import { accountFitDeleteCall } from '@/lib/contract/calls/account-fit';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { deleteSavedFit } from '@/lib/server/domain/fit-measurements';

export const POST = shopperRouteHandler(accountFitDeleteCall, async (_input, context) =>
  deleteSavedFit((await requireShopper(context)).userId),
);
