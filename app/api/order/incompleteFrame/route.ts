import { orderIncompleteFrameCall } from '@/lib/contract/calls/checkout';
import { incompleteFrames } from '@/lib/server/cart/cart-calls';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(orderIncompleteFrameCall, (_input, context) => incompleteFrames(context));
