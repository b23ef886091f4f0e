import { forgetPasswordCall } from '@/lib/contract/calls/user';
import { resetPassword } from '@/lib/server/flows/sign-in';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(forgetPasswordCall, resetPassword);
