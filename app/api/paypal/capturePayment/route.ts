import { paypalCapturePaymentCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http/route-handler';
import { capturePayPalPayment } from '@/lib/server/payments/paypal-payment';

export const POST = routeHandler(paypalCapturePaymentCall, (input, context) =>
  capturePayPalPayment(input, context),
);
