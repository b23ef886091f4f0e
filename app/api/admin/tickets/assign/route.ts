import { ticketAssignCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { assignTicket } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketAssignCall, (input, operator) =>
  assignTicket(input, actorOf(operator)),
);
