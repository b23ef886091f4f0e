import { subscribeCall } from '@/lib/contract/calls/user';
import { subscribeToNewsletter } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(subscribeCall, subscribeToNewsletter);
