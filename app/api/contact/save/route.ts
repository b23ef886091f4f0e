import { contactSaveCall } from '@/lib/contract/calls/contact';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { fileTicket } from '@/lib/server/domain/support';

export const POST = publicRouteHandler(contactSaveCall, (input, context) => fileTicket(input, context));
