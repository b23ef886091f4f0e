import { contactReplyCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http/route-handler';
import { replyToTicket } from '@/lib/server/support/ticket-replies';

export const POST = routeHandler(contactReplyCall, (input, context) => replyToTicket(input, context));
