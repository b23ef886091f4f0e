import { paypalCreateOrderCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/platform/http';
import { createPayPalPayment } from '@/lib/server/flows/order-payment';

export const POST = routeHandler(paypalCreateOrderCall, (input, context) =>
  createPayPalPayment(input, context),
);
