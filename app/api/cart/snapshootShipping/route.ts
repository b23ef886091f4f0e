import { cartSnapshootShippingCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/platform/http';
import { snapshootShipping } from '@/lib/server/flows/sign-in';

export const POST = routeHandler(cartSnapshootShippingCall, (input, context) =>
  snapshootShipping(input, context),
);
