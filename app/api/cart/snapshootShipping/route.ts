import { cartSnapshootShippingCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http/route-handler';
import { snapshootShipping } from '@/lib/server/checkout/snapshot-shipping';

export const POST = routeHandler(cartSnapshootShippingCall, (input, context) =>
  snapshootShipping(input, context),
);
