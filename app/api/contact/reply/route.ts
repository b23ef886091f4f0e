import { contactReplyCall } from '@/lib/contract/calls/contact';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { replyToTicket } from '@/lib/server/domain/support';

export const POST = shopperRouteHandler(contactReplyCall, (input, context) => replyToTicket(input, context));
