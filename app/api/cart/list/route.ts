import { cartListCall } from '@/lib/contract/calls/cart';
import { listCart } from '@/lib/server/cart/cart-calls';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(cartListCall, (_input, context) => listCart(context));
