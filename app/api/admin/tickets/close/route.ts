import { ticketCloseCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { setTicketClosed } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketCloseCall, ({ ticketNumber }, operator) =>
  setTicketClosed(ticketNumber, true, actorOf(operator)),
);
