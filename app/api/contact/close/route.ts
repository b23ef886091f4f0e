import { contactCloseCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/platform/http';
import { closeTicket } from '@/lib/server/domain/support';

export const POST = routeHandler(contactCloseCall, (input, context) => closeTicket(input, context));
