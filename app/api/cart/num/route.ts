import { cartNumCall } from '@/lib/contract/calls/cart';
import { setCartQuantity } from '@/lib/server/cart/cart-calls';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(cartNumCall, (input, context) => setCartQuantity(input, context));
