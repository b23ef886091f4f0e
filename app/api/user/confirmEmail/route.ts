import { confirmEmailCall } from '@/lib/contract/calls/user';
import { confirmEmail } from '@/lib/server/flows/sign-in';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(confirmEmailCall, confirmEmail);
