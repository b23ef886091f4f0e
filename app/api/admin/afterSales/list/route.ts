import { afterSalesListCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/http';
import { listAfterSalesQueue } from '@/lib/server/orders';

export const POST = operatorRouteHandler(afterSalesListCall, (input) => listAfterSalesQueue(input));
