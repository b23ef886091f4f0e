import { operatorSignInCall } from '@/lib/contract/calls/admin/session';
import { routeHandler } from '@/lib/server/platform/http';
import { signInOperator } from '@/lib/server/domain/staff';

export const POST = routeHandler(operatorSignInCall, (input, context) => signInOperator(input, context));
