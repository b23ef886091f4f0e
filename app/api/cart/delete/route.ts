import { cartDeleteCall } from '@/lib/contract/calls/cart';
import { deleteCartLines } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(cartDeleteCall, (input, context) => deleteCartLines(input, context));
