import { orderIncompleteFrameCall } from '@/lib/contract/calls/checkout';
import { incompleteFrames } from '@/lib/server/domain/cart';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(orderIncompleteFrameCall, (_input, context) =>
  incompleteFrames(context),
);
