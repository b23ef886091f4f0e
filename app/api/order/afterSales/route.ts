import { orderAfterSalesCall } from '@/lib/contract/calls/order';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { requestAfterSales } from '@/lib/server/domain/orders';

export const POST = shopperRouteHandler(orderAfterSalesCall, (input, context) =>
  requestAfterSales(input, context),
);
