import { fastRegisterCall } from '@/lib/contract/calls/user';
import { fastRegister } from '@/lib/server/flows/sign-in';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(fastRegisterCall, fastRegister);
