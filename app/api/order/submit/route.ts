import { orderSubmitCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/platform/http';
import { submitOrder } from '@/lib/server/domain/checkout';

export const POST = routeHandler(orderSubmitCall, (input, context) => submitOrder(input, context));
