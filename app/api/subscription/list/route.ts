import { subscriptionListCall } from '@/lib/contract/calls/subscription';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { listMailPreferences } from '@/lib/server/domain/accounts';

export const POST = shopperRouteHandler(subscriptionListCall, (_input, context) =>
  listMailPreferences(context),
);
