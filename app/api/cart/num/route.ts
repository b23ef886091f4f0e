import { cartNumCall } from '@/lib/contract/calls/cart';
import { setCartQuantity } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartNumCall, (input, context) => setCartQuantity(input, context));
