import { cartListCall } from '@/lib/contract/calls/cart';
import { listCart } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartListCall, (_input, context) => listCart(context));
