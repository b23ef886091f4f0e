import { forgetPasswordEmailCall } from '@/lib/contract/calls/user';
import { sendResetCode } from '@/lib/server/accounts/password-reset';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(forgetPasswordEmailCall, sendResetCode);
