import { cartKeepSavedItemsCall } from '@/lib/contract/calls/cart-saved';
import { keepSavedCartItems } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartKeepSavedItemsCall, (input, context) =>
  keepSavedCartItems(input, context),
);
