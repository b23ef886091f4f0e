import { orderListCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http';
import { listMyOrders } from '@/lib/server/orders';

export const POST = routeHandler(orderListCall, (input, context) => listMyOrders(input, context));
