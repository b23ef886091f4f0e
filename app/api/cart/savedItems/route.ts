import { cartSavedItemsCall } from '@/lib/contract/calls/cart-saved';
import { savedCartItems } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartSavedItemsCall, (_input, context) => savedCartItems(context));
