import { ticketCountsCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { ticketCounts } from '@/lib/server/support';

export const GET = operatorRouteHandler(ticketCountsCall, (_input, operator) =>
  ticketCounts(actorOf(operator)),
);
