import { orderAfterSalesListCall } from '@/lib/contract/calls/order';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { listAfterSales } from '@/lib/server/domain/orders';

export const POST = shopperRouteHandler(orderAfterSalesListCall, (input, context) =>
  listAfterSales(input, context),
);
