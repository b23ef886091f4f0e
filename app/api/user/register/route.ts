import { registerCall } from '@/lib/contract/calls/user';
import { register } from '@/lib/server/accounts/register';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(registerCall, register);
