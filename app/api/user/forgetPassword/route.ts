import { forgetPasswordCall } from '@/lib/contract/calls/user';
import { resetPassword } from '@/lib/server/accounts/password-reset';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(forgetPasswordCall, resetPassword);
