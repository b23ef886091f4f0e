import { contactCloseCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http/route-handler';
import { closeTicket } from '@/lib/server/support/ticket-replies';

export const POST = routeHandler(contactCloseCall, (input, context) => closeTicket(input, context));
