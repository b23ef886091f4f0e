import { paypalCapturePaymentCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { capturePayPalPayment } from '@/lib/server/order-payment';

export const POST = routeHandler(paypalCapturePaymentCall, (input, context) =>
  capturePayPalPayment(input, context),
);
