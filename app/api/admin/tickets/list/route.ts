import { ticketListCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { listInbox } from '@/lib/server/support';

export const POST = operatorRouteHandler(ticketListCall, (input, operator) =>
  listInbox(input, actorOf(operator)),
);
