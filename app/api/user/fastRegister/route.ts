import { fastRegisterCall } from '@/lib/contract/calls/user';
import { fastRegister } from '@/lib/server/accounts/register';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(fastRegisterCall, fastRegister);
