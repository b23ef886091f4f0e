import { orderInfoCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/http';
import { myOrderInfo } from '@/lib/server/orders';

export const POST = routeHandler(orderInfoCall, (input, context) => myOrderInfo(input, context));
