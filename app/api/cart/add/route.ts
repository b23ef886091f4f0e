import { cartAddCall } from '@/lib/contract/calls/cart';
import { addToCart } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartAddCall, (input, context) => addToCart(input, context));
