import { ticketReplyCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { replyAsStaff } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketReplyCall, (input, operator) =>
  replyAsStaff(input, actorOf(operator)),
);
