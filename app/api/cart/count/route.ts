import { cartCountCall } from '@/lib/contract/calls/cart';
import { cartCount, cartOwner } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartCountCall, async (_input, context) =>
  cartCount(await cartOwner(context)),
);
