import { cartSavedItemsCall } from '@/lib/contract/calls/cart-saved';
import { savedCartItems } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartSavedItemsCall, (_input, context) => savedCartItems(context));
