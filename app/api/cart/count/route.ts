import { cartCountCall } from '@/lib/contract/calls/cart';
import { cartCount } from '@/lib/server/cart/cart-lines';
import { cartOwner } from '@/lib/server/cart/cart-owner';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(cartCountCall, async (_input, context) =>
  cartCount(await cartOwner(context)),
);
