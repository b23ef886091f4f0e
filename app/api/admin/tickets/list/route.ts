import { ticketListCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { listInbox } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketListCall, (input, operator) =>
  listInbox(input, actorOf(operator)),
);
