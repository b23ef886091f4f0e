import { operatorSignOutCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { signOutOperator } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorSignOutCall, (_input, operator) =>
  signOutOperator(operator),
);
