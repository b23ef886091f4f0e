import { cartSnapshootShippingCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http';
import { snapshootShipping } from '@/lib/server/sign-in';

export const POST = routeHandler(cartSnapshootShippingCall, (input, context) =>
  snapshootShipping(input, context),
);
