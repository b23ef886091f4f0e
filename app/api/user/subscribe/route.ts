import { subscribeCall } from '@/lib/contract/calls/user';
import { subscribeToNewsletter } from '@/lib/server/domain/accounts';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(subscribeCall, subscribeToNewsletter);
