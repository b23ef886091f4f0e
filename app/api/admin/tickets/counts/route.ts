import { ticketCountsCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { ticketCounts } from '@/lib/server/domain/support';

export const GET = operatorRouteHandler(ticketCountsCall, (_input, operator) =>
  ticketCounts(actorOf(operator)),
);
