import { demoPayCall } from '@/lib/contract/calls/payment';
import { routeHandler } from '@/lib/server/platform/http';
import { payWithDemo } from '@/lib/server/flows/order-payment';

export const POST = routeHandler(demoPayCall, (input, context) => payWithDemo(input, context));
