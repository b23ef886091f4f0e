import { operatorChangePasswordCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { changeOperatorPassword } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorChangePasswordCall, (input, operator, context) =>
  changeOperatorPassword(input, operator, context),
);
