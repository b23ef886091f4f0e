import { paymentMethodsCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/platform/http';
import { paymentMethods } from '@/lib/server/domain/payments';

export const POST = routeHandler(paymentMethodsCall, async () => paymentMethods());
