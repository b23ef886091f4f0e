import { staffAddCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf, addStaffMember } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(staffAddCall, (input, operator) =>
  addStaffMember(input, actorOf(operator)),
);
