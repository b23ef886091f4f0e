import { fastRegisterCall } from '@/lib/contract/calls/user';
import { fastRegister } from '@/lib/server/sign-in';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(fastRegisterCall, fastRegister);
