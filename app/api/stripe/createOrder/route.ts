import { stripeCreateOrderCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http/route-handler';
import { createStripePayment } from '@/lib/server/payments/stripe-payment';

export const POST = routeHandler(stripeCreateOrderCall, (input, context) =>
  createStripePayment(input, context),
);
