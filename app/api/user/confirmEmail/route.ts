import { confirmEmailCall } from '@/lib/contract/calls/user';
import { confirmEmail } from '@/lib/server/flows/sign-in';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(confirmEmailCall, confirmEmail);
