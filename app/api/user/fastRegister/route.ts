import { fastRegisterCall } from '@/lib/contract/calls/user';
import { fastRegister } from '@/lib/server/flows/sign-in';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(fastRegisterCall, fastRegister);
