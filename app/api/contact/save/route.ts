import { contactSaveCall } from '@/lib/contract/calls/contact';
import { routeHandler } from '@/lib/server/platform/http';
import { fileTicket } from '@/lib/server/domain/support';

export const POST = routeHandler(contactSaveCall, (input, context) => fileTicket(input, context));
