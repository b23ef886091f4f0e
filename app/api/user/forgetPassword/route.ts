import { forgetPasswordCall } from '@/lib/contract/calls/user';
import { resetPassword } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(forgetPasswordCall, resetPassword);
