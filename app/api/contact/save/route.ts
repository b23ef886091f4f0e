import { contactSaveCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/http/route-handler';
import { fileTicket } from '@/lib/server/support/file-ticket';

export const POST = routeHandler(contactSaveCall, (input, context) => fileTicket(input, context));
