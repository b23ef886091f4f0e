import { ticketAssigneesCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { ticketAssignees } from '@/lib/server/domain/support';

export const GET = operatorRouteHandler(ticketAssigneesCall, () => ticketAssignees());
