import { stripeCreateOrderCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { createStripePayment } from '@/lib/server/order-payment';

export const POST = routeHandler(stripeCreateOrderCall, (input, context) =>
  createStripePayment(input, context),
);
