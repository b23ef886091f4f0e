import { subscriptionSaveCall } from '@/lib/contract/calls/subscription';
import { routeHandler } from '@/lib/server/http';
import { saveMailPreferences } from '@/lib/server/accounts';

export const POST = routeHandler(subscriptionSaveCall, (input, context) =>
  saveMailPreferences(input, context),
);
