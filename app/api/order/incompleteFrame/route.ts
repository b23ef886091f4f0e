import { orderIncompleteFrameCall } from '@/lib/contract/calls/checkout';
import { incompleteFrames } from '@/lib/server/cart';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(orderIncompleteFrameCall, (_input, context) => incompleteFrames(context));
