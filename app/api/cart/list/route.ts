import { cartListCall } from '@/lib/contract/calls/cart';
import { listCart } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartListCall, (_input, context) => listCart(context));
