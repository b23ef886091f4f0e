import { loginCall } from '@/lib/contract/calls/user';
import { login } from '@/lib/server/accounts/login';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(loginCall, login);
