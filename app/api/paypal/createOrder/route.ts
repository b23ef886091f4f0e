import { paypalCreateOrderCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http/route-handler';
import { createPayPalPayment } from '@/lib/server/payments/paypal-payment';

export const POST = routeHandler(paypalCreateOrderCall, (input, context) =>
  createPayPalPayment(input, context),
);
