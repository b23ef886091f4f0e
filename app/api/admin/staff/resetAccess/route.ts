import { staffResetAccessCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf, resetStaffAccess } from '@/lib/server/staff';

export const POST = operatorRouteHandler(staffResetAccessCall, (input, operator) =>
  resetStaffAccess(input, actorOf(operator)),
);
