import { operatorSignInCall } from '@/lib/contract/calls/admin/session';
import { routeHandler } from '@/lib/server/http';
import { signInOperator } from '@/lib/server/staff';

export const POST = routeHandler(operatorSignInCall, (input, context) => signInOperator(input, context));
