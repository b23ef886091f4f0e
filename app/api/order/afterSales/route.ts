import { orderAfterSalesCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/platform/http';
import { requestAfterSales } from '@/lib/server/domain/orders';

export const POST = routeHandler(orderAfterSalesCall, (input, context) => requestAfterSales(input, context));
