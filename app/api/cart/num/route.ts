import { cartNumCall } from '@/lib/contract/calls/cart';
import { setCartQuantity } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartNumCall, (input, context) => setCartQuantity(input, context));
