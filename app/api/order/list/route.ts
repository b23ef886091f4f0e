import { orderListCall } from '@/lib/contract/calls/order';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { listMyOrders } from '@/lib/server/domain/orders';

export const POST = shopperRouteHandler(orderListCall, (input, context) => listMyOrders(input, context));
