import { staffUpdateCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf, updateStaffMember } from '@/lib/server/staff';

export const POST = operatorRouteHandler(staffUpdateCall, (input, operator) =>
  updateStaffMember(input, actorOf(operator)),
);
