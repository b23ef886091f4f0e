import { cartKeepSavedItemsCall } from '@/lib/contract/calls/cart-saved';
import { keepSavedCartItems } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartKeepSavedItemsCall, (input, context) =>
  keepSavedCartItems(input, context),
);
