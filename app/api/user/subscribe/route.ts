import { subscribeCall } from '@/lib/contract/calls/user';
import { subscribeToNewsletter } from '@/lib/server/accounts/newsletter-signup';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(subscribeCall, subscribeToNewsletter);
