import { orderAfterSalesCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http';
import { requestAfterSales } from '@/lib/server/orders';

export const POST = routeHandler(orderAfterSalesCall, (input, context) => requestAfterSales(input, context));
