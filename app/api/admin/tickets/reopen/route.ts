import { ticketReopenCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { setTicketClosed } from '@/lib/server/support';

export const POST = operatorRouteHandler(ticketReopenCall, ({ ticketNumber }, operator) =>
  setTicketClosed(ticketNumber, false, actorOf(operator)),
);
