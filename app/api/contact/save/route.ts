import { contactSaveCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http';
import { fileTicket } from '@/lib/server/support';

export const POST = routeHandler(contactSaveCall, (input, context) => fileTicket(input, context));
