import { staffAddCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf, addStaffMember } from '@/lib/server/staff';

export const POST = operatorRouteHandler(staffAddCall, (input, operator) =>
  addStaffMember(input, actorOf(operator)),
);
