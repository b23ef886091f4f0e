import { ticketAssigneesCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/http';
import { ticketAssignees } from '@/lib/server/support';

export const GET = operatorRouteHandler(ticketAssigneesCall, () => ticketAssignees());
