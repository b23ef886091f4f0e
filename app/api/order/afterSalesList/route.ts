import { orderAfterSalesListCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/platform/http';
import { listAfterSales } from '@/lib/server/domain/orders';

export const POST = routeHandler(orderAfterSalesListCall, (input, context) => listAfterSales(input, context));
