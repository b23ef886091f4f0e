import { paypalCapturePaymentCall } from '@/lib/contract/calls/payment';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { capturePayPalPayment } from '@/lib/server/flows/order-payment';

export const POST = shopperRouteHandler(paypalCapturePaymentCall, (input, context) =>
  capturePayPalPayment(input, context),
);
