import { subscriptionSaveCall } from '@/lib/contract/calls/subscription';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { saveMailPreferences } from '@/lib/server/domain/accounts';

export const POST = shopperRouteHandler(subscriptionSaveCall, (input, context) =>
  saveMailPreferences(input, context),
);
