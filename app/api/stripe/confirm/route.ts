import { stripeConfirmCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http/route-handler';
import { confirmStripePayment } from '@/lib/server/payments/stripe-payment';

export const POST = routeHandler(stripeConfirmCall, (input, context) => confirmStripePayment(input, context));
