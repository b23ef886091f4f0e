import { operatorSignInCall } from '@/lib/contract/calls/admin/session';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { signInOperator } from '@/lib/server/domain/staff';

export const POST = publicRouteHandler(operatorSignInCall, (input, context) =>
  signInOperator(input, context),
);
