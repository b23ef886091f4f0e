import { stripeCreateOrderCall } from '@/lib/contract/calls/payment';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { createStripePayment } from '@/lib/server/flows/order-payment';

export const POST = shopperRouteHandler(stripeCreateOrderCall, (input, context) =>
  createStripePayment(input, context),
);
