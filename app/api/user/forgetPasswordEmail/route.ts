import { forgetPasswordEmailCall } from '@/lib/contract/calls/user';
import { sendResetCode } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(forgetPasswordEmailCall, sendResetCode);
