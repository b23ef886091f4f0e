import { orderAfterSalesListCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http';
import { listAfterSales } from '@/lib/server/orders';

export const POST = routeHandler(orderAfterSalesListCall, (input, context) => listAfterSales(input, context));
