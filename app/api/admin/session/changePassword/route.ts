import { operatorChangePasswordCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { changeOperatorPassword } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorChangePasswordCall, (input, operator, context) =>
  changeOperatorPassword(input, operator, context),
);
