import { orderInfoCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http/route-handler';
import { myOrderInfo } from '@/lib/server/orders/my-orders';

export const POST = routeHandler(orderInfoCall, (input, context) => myOrderInfo(input, context));
