import { orderDeleteCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/platform/http';
import { deleteMyOrder } from '@/lib/server/domain/orders';

export const POST = routeHandler(orderDeleteCall, (input, context) => deleteMyOrder(input, context));
