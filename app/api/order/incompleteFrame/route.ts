import { orderIncompleteFrameCall } from '@/lib/contract/calls/checkout';
import { incompleteFrames } from '@/lib/server/domain/cart';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(orderIncompleteFrameCall, (_input, context) => incompleteFrames(context));
