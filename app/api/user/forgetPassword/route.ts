import { forgetPasswordCall } from '@/lib/contract/calls/user';
import { resetPassword } from '@/lib/server/sign-in';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(forgetPasswordCall, resetPassword);
