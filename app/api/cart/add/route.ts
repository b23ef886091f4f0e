import { cartAddCall } from '@/lib/contract/calls/cart';
import { addToCart } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartAddCall, (input, context) => addToCart(input, context));
