import { ticketAssigneesCall } from '@/lib/contract/calls/admin/tickets';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { ticketAssignees } from '@/lib/server/domain/support';

export const GET = operatorRouteHandler(ticketAssigneesCall, () => ticketAssignees());
