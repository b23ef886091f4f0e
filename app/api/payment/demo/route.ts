import { demoPayCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/http';
import { payWithDemo } from '@/lib/server/order-payment';

export const POST = routeHandler(demoPayCall, (input, context) => payWithDemo(input, context));
