import { paypalCreateOrderCall } from '@/lib/contract/calls/payment';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { createPayPalPayment } from '@/lib/server/flows/order-payment';

export const POST = shopperRouteHandler(paypalCreateOrderCall, (input, context) =>
  createPayPalPayment(input, context),
);
