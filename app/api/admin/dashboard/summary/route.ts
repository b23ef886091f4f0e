import { dashboardSummaryCall } from '@/lib/contract/calls/admin/dashboard';
import { dashboardSummary } from '@/lib/server/dashboard';
import { operatorRouteHandler } from '@/lib/server/http';

export const GET = operatorRouteHandler(dashboardSummaryCall, (_input, operator) =>
  dashboardSummary(operator),
);
