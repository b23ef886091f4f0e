import { registerCall } from '@/lib/contract/calls/user';
import { register } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(registerCall, register);
