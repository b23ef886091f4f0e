import { registerCall } from '@/lib/contract/calls/user';
import { register } from '@/lib/server/accounts/register';
import { routeHandler } from '@/lib/server/http/route-handler';
import { setNewsletter } from '@/lib/server/subscriptions/newsletter';

export const POST = routeHandler(registerCall, (input, context) =>
  register(input, context, (db, userId, email) => setNewsletter(db, userId, email, true)),
);
