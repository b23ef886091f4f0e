import { contactReplyCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/platform/http';
import { replyToTicket } from '@/lib/server/domain/support';

export const POST = routeHandler(contactReplyCall, (input, context) => replyToTicket(input, context));
