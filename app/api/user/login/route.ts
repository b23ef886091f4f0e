import { loginCall } from '@/lib/contract/calls/user';
import { login } from '@/lib/server/flows/sign-in';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(loginCall, login);
