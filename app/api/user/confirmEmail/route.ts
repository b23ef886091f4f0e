import { confirmEmailCall } from '@/lib/contract/calls/user';
import { confirmEmail } from '@/lib/server/sign-in';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(confirmEmailCall, confirmEmail);
