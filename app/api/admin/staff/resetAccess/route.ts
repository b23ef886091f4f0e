import { staffResetAccessCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf, resetStaffAccess } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(staffResetAccessCall, (input, operator) =>
  resetStaffAccess(input, actorOf(operator)),
);
