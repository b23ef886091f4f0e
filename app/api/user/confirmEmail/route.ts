import { confirmEmailCall } from '@/lib/contract/calls/user';
import { confirmEmail } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(confirmEmailCall, confirmEmail);
