import { forgetPasswordEmailCall } from '@/lib/contract/calls/user';
import { sendResetCode } from '@/lib/server/domain/accounts';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(forgetPasswordEmailCall, sendResetCode);
