import type { CallOutput } from '@/lib/contract/call';
import type { orderIncompleteFrameCall } from '@/lib/contract/calls/checkout';

/** A frame in the cart without lenses, as /api/order/incompleteFrame lists it. */
export type IncompleteFrame = CallOutput<typeof orderIncompleteFrameCall>['list'][number];
