import { contactListCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http/route-handler';
import { listMyTickets } from '@/lib/server/support/my-tickets';

export const POST = routeHandler(contactListCall, (input, context) => listMyTickets(input, context));
