import { orderAfterSalesListCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http/route-handler';
import { listAfterSales } from '@/lib/server/orders/after-sales';

export const POST = routeHandler(orderAfterSalesListCall, (input, context) => listAfterSales(input, context));
