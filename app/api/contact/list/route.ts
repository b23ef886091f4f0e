import { contactListCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http';
import { listMyTickets } from '@/lib/server/support';

export const POST = routeHandler(contactListCall, (input, context) => listMyTickets(input, context));
