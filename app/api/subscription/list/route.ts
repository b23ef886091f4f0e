import { subscriptionListCall } from '@/lib/contract/calls/subscription';
import { routeHandler } from '@/lib/server/http';
import { listMailPreferences } from '@/lib/server/accounts';

export const POST = routeHandler(subscriptionListCall, (_input, context) => listMailPreferences(context));
