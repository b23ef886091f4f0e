import { contactCloseCall } from '@/lib/contract/calls/contact';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { closeTicket } from '@/lib/server/domain/support';

export const POST = shopperRouteHandler(contactCloseCall, (input, context) => closeTicket(input, context));
