import { subscriptionListCall } from '@/lib/contract/calls/subscription';
import { routeHandler } from '@/lib/server/http/route-handler';
import { listMailPreferences } from '@/lib/server/subscriptions/mail-preferences';

export const POST = routeHandler(subscriptionListCall, (_input, context) => listMailPreferences(context));
