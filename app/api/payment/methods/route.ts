import { paymentMethodsCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http/route-handler';
import { paymentMethods } from '@/lib/server/payments/payment-methods';

export const POST = routeHandler(paymentMethodsCall, async () => paymentMethods());
