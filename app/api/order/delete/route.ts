import { orderDeleteCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http';
import { deleteMyOrder } from '@/lib/server/orders';

export const POST = routeHandler(orderDeleteCall, (input, context) => deleteMyOrder(input, context));
