import { subscribeCall } from '@/lib/contract/calls/user';
import { subscribeToNewsletter } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(subscribeCall, subscribeToNewsletter);
