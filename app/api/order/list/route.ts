import { orderListCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/platform/http';
import { listMyOrders } from '@/lib/server/domain/orders';

export const POST = routeHandler(orderListCall, (input, context) => listMyOrders(input, context));
