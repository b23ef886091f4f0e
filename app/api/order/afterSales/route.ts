import { orderAfterSalesCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http/route-handler';
import { requestAfterSales } from '@/lib/server/orders/after-sales';

export const POST = routeHandler(orderAfterSalesCall, (input, context) => requestAfterSales(input, context));
