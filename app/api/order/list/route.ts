import { orderListCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http/route-handler';
import { listMyOrders } from '@/lib/server/orders/my-orders';

export const POST = routeHandler(orderListCall, (input, context) => listMyOrders(input, context));
