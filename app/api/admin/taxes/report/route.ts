import { taxReportCall } from '@/lib/contract/calls/admin/tax-report';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { taxReportFor } from '@/lib/server/flows/tax-report';

export const POST = operatorRouteHandler(taxReportCall, (period) => taxReportFor(period));
