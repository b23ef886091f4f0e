import { demoPayCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http/route-handler';
import { payWithDemo } from '@/lib/server/payments/demo-payment';

export const POST = routeHandler(demoPayCall, (input, context) => payWithDemo(input, context));
