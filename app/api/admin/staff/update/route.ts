import { staffUpdateCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf, updateStaffMember } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(staffUpdateCall, (input, operator) =>
  updateStaffMember(input, actorOf(operator)),
);
