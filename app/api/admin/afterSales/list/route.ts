import { afterSalesListCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { listAfterSalesQueue } from '@/lib/server/domain/orders';

export const POST = operatorRouteHandler(afterSalesListCall, (input) => listAfterSalesQueue(input));
