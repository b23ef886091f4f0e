import { orderExpressFeeListCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http';
import { expressFees } from '@/lib/server/checkout';

export const POST = routeHandler(orderExpressFeeListCall, (input, context) => expressFees(input, context));
