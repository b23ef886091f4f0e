import { salesReportCall } from '@/lib/contract/calls/admin/reports';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { salesReportFor } from '@/lib/server/flows/reports';

export const POST = operatorRouteHandler(salesReportCall, (range) => salesReportFor(range));
