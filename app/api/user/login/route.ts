import { loginCall } from '@/lib/contract/calls/user';
import { login } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(loginCall, login);
