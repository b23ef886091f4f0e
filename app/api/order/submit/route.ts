import { orderSubmitCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http';
import { submitOrder } from '@/lib/server/checkout';

export const POST = routeHandler(orderSubmitCall, (input, context) => submitOrder(input, context));
