import { stripeConfirmCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { confirmStripePayment } from '@/lib/server/order-payment';

export const POST = routeHandler(stripeConfirmCall, (input, context) => confirmStripePayment(input, context));
