import { orderSubmitCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http/route-handler';
import { submitOrder } from '@/lib/server/orders/submit-order';

export const POST = routeHandler(orderSubmitCall, (input, context) => submitOrder(input, context));
