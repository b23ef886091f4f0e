import { ticketAssignCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { assignTicket } from '@/lib/server/support';

export const POST = operatorRouteHandler(ticketAssignCall, (input, operator) =>
  assignTicket(input, actorOf(operator)),
);
