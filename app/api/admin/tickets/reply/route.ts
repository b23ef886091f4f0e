import { ticketReplyCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { replyAsStaff } from '@/lib/server/support';

export const POST = operatorRouteHandler(ticketReplyCall, (input, operator) =>
  replyAsStaff(input, actorOf(operator)),
);
