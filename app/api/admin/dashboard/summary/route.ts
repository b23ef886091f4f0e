import { dashboardSummaryCall } from '@/lib/contract/calls/admin/dashboard';
import { dashboardSummary } from '@/lib/server/flows/dashboard';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const GET = operatorRouteHandler(dashboardSummaryCall, (_input, operator) =>
  dashboardSummary(operator),
);
