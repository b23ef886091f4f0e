import { subscriptionSaveCall } from '@/lib/contract/calls/subscription';
import { routeHandler } from '@/lib/server/platform/http';
import { saveMailPreferences } from '@/lib/server/domain/accounts';

export const POST = routeHandler(subscriptionSaveCall, (input, context) =>
  saveMailPreferences(input, context),
);
