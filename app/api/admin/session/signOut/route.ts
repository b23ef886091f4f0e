import { operatorSignOutCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/http';
import { signOutOperator } from '@/lib/server/staff';

export const POST = operatorRouteHandler(operatorSignOutCall, (_input, operator) =>
  signOutOperator(operator),
);
