import { forgetPasswordEmailCall } from '@/lib/contract/calls/user';
import { sendResetCode } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(forgetPasswordEmailCall, sendResetCode);
