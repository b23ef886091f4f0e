import { demoPayCall } from '@/lib/contract/calls/payment';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { payWithDemo } from '@/lib/server/flows/order-payment';

export const POST = shopperRouteHandler(demoPayCall, (input, context) => payWithDemo(input, context));
