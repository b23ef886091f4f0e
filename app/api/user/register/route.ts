import { registerCall } from '@/lib/contract/calls/user';
import { register } from '@/lib/server/domain/accounts';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(registerCall, register);
