import { orderInfoCall } from '@/lib/contract/calls/order';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { myOrderInfo } from '@/lib/server/domain/orders';

export const POST = shopperRouteHandler(orderInfoCall, (input, context) => myOrderInfo(input, context));
