import { operatorSignOutCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { signOutOperator } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorSignOutCall, (_input, operator) =>
  signOutOperator(operator),
);
