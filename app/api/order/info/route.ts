import { orderInfoCall } from '@/lib/contract/calls/order';
import { routeHandler } from '@/lib/server/platform/http';
import { myOrderInfo } from '@/lib/server/domain/orders';

export const POST = routeHandler(orderInfoCall, (input, context) => myOrderInfo(input, context));
