import { stripeCreateOrderCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/platform/http';
import { createStripePayment } from '@/lib/server/flows/order-payment';

export const POST = routeHandler(stripeCreateOrderCall, (input, context) =>
  createStripePayment(input, context),
);
