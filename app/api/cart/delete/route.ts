import { cartDeleteCall } from '@/lib/contract/calls/cart';
import { deleteCartLines } from '@/lib/server/cart/cart-calls';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(cartDeleteCall, (input, context) => deleteCartLines(input, context));
