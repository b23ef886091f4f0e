import { loginCall } from '@/lib/contract/calls/user';
import { login } from '@/lib/server/sign-in';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(loginCall, login);
