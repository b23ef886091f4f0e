import { orderDeleteCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http/route-handler';
import { deleteMyOrder } from '@/lib/server/orders/my-orders';

export const POST = routeHandler(orderDeleteCall, (input, context) => deleteMyOrder(input, context));
