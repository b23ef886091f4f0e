import { ticketInfoCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { staffTicketInfo } from '@/lib/server/support';

export const POST = operatorRouteHandler(ticketInfoCall, ({ ticketNumber }) => staffTicketInfo(ticketNumber));
