import { operatorChangePasswordCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/http';
import { changeOperatorPassword } from '@/lib/server/staff';

export const POST = operatorRouteHandler(operatorChangePasswordCall, (input, operator, context) =>
  changeOperatorPassword(input, operator, context),
);
