import { ticketAssignManyCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { assignTickets } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketAssignManyCall, (input, operator) =>
  assignTickets(input, actorOf(operator)),
);
