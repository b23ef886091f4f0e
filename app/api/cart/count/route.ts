import { cartCountCall } from '@/lib/contract/calls/cart';
import { cartCount, cartOwner } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartCountCall, async (_input, context) =>
  cartCount(await cartOwner(context)),
);
