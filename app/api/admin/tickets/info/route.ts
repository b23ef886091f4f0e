import { ticketInfoCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { staffTicketInfo } from '@/lib/server/domain/support';

export const POST = operatorRouteHandler(ticketInfoCall, ({ ticketNumber }) => staffTicketInfo(ticketNumber));
