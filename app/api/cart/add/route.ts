import { cartAddCall } from '@/lib/contract/calls/cart';
import { addToCart } from '@/lib/server/cart/cart-calls';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(cartAddCall, (input, context) => addToCart(input, context));
