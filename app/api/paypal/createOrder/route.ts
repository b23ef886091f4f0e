import { paypalCreateOrderCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { createPayPalPayment } from '@/lib/server/order-payment';

export const POST = routeHandler(paypalCreateOrderCall, (input, context) =>
  createPayPalPayment(input, context),
);
