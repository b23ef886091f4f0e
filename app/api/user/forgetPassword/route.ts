import { forgetPasswordCall } from '@/lib/contract/calls/user';
import { resetPassword } from '@/lib/server/flows/sign-in';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(forgetPasswordCall, resetPassword);
