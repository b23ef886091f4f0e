import { cartKeepSavedItemsCall } from '@/lib/contract/calls/cart-saved';
import { keepSavedCartItems } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartKeepSavedItemsCall, (input, context) =>
  keepSavedCartItems(input, context),
);
