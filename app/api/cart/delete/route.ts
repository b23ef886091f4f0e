import { cartDeleteCall } from '@/lib/contract/calls/cart';
import { deleteCartLines } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(cartDeleteCall, (input, context) => deleteCartLines(input, context));
