import { contactListCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/platform/http';
import { listMyTickets } from '@/lib/server/domain/support';

export const POST = routeHandler(contactListCall, (input, context) => listMyTickets(input, context));
