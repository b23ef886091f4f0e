import { cartDeleteCall } from '@/lib/contract/calls/cart';
import { deleteCartLines } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(cartDeleteCall, (input, context) => deleteCartLines(input, context));
