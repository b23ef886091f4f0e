import { ticketCloseManyCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { closeTickets } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketCloseManyCall, (input, operator) =>
  closeTickets(input, actorOf(operator)),
);
