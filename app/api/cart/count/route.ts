import { cartCountCall } from '@/lib/contract/calls/cart';
import { cartCount, cartOwner } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartCountCall, async (_input, context) =>
  cartCount(await cartOwner(context)),
);
