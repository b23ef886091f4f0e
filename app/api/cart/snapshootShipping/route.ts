import { cartSnapshootShippingCall } from '@/lib/contract/calls/checkout';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { snapshootShipping } from '@/lib/server/flows/sign-in';

export const POST = publicRouteHandler(cartSnapshootShippingCall, (input, context) =>
  snapshootShipping(input, context),
);
