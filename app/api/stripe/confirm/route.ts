import { stripeConfirmCall } from '@/lib/contract/calls/payment';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { confirmStripePayment } from '@/lib/server/flows/order-payment';

export const POST = shopperRouteHandler(stripeConfirmCall, (input, context) =>
  confirmStripePayment(input, context),
);
