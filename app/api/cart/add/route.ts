import { cartAddCall } from '@/lib/contract/calls/cart';
import { addToCart } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartAddCall, (input, context) => addToCart(input, context));
