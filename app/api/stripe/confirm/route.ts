import { stripeConfirmCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/platform/http';
import { confirmStripePayment } from '@/lib/server/flows/order-payment';

export const POST = routeHandler(stripeConfirmCall, (input, context) => confirmStripePayment(input, context));
