import { cartNumCall } from '@/lib/contract/calls/cart';
import { setCartQuantity } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartNumCall, (input, context) => setCartQuantity(input, context));
