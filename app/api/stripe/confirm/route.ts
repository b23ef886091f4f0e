import { stripeConfirmCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { confirmStripePayment } from '@/lib/server/payments';

export const POST = routeHandler(stripeConfirmCall, (input, context) => confirmStripePayment(input, context));
