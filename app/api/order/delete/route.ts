import { orderDeleteCall } from '@/lib/contract/calls/order';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { deleteMyOrder } from '@/lib/server/domain/orders';

export const POST = shopperRouteHandler(orderDeleteCall, (input, context) => deleteMyOrder(input, context));
