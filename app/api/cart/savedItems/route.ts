import { cartSavedItemsCall } from '@/lib/contract/calls/cart-saved';
import { savedCartItems } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartSavedItemsCall, (_input, context) => savedCartItems(context));
