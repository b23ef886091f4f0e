import { paymentMethodsCall } from '@/lib/contract/calls/payment';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { paymentMethods } from '@/lib/server/domain/payments';

export const POST = publicRouteHandler(paymentMethodsCall, async () => paymentMethods());
