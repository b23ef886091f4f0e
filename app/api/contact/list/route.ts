import { contactListCall } from '@/lib/contract/calls/contact';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { listMyTickets } from '@/lib/server/domain/support';

export const POST = shopperRouteHandler(contactListCall, (input, context) => listMyTickets(input, context));
