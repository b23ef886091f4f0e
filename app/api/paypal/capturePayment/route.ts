import { paypalCapturePaymentCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/platform/http';
import { capturePayPalPayment } from '@/lib/server/flows/order-payment';

export const POST = routeHandler(paypalCapturePaymentCall, (input, context) =>
  capturePayPalPayment(input, context),
);
