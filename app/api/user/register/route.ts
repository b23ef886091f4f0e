import { registerCall } from '@/lib/contract/calls/user';
import { register } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(registerCall, register);
