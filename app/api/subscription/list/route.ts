import { subscriptionListCall } from '@/lib/contract/calls/subscription';
import { routeHandler } from '@/lib/server/platform/http';
import { listMailPreferences } from '@/lib/server/domain/accounts';

export const POST = routeHandler(subscriptionListCall, (_input, context) => listMailPreferences(context));
