import { cartListCall } from '@/lib/contract/calls/cart';
import { listCart } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartListCall, (_input, context) => listCart(context));
