import { contactCloseCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http';
import { closeTicket } from '@/lib/server/support';

export const POST = routeHandler(contactCloseCall, (input, context) => closeTicket(input, context));
