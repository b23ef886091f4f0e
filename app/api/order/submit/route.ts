import { orderSubmitCall } from '@/lib/contract/calls/checkout';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { submitOrder } from '@/lib/server/domain/checkout';

export const POST = publicRouteHandler(orderSubmitCall, (input, context) => submitOrder(input, context));
