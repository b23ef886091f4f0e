import { subscriptionSaveCall } from '@/lib/contract/calls/subscription';
import { routeHandler } from '@/lib/server/http/route-handler';
import { saveMailPreferences } from '@/lib/server/subscriptions/mail-preferences';

export const POST = routeHandler(subscriptionSaveCall, (input, context) =>
  saveMailPreferences(input, context),
);
