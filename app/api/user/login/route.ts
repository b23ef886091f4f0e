import { loginCall } from '@/lib/contract/calls/user';
import { login } from '@/lib/server/flows/sign-in';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(loginCall, login);
