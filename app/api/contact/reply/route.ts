import { contactReplyCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http';
import { replyToTicket } from '@/lib/server/support';

export const POST = routeHandler(contactReplyCall, (input, context) => replyToTicket(input, context));
