import { paymentMethodsCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { paymentMethods } from '@/lib/server/payments';

export const POST = routeHandler(paymentMethodsCall, async () => paymentMethods());
