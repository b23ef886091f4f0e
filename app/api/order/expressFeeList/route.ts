import { orderExpressFeeListCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http/route-handler';
import { expressFees } from '@/lib/server/checkout/express-fees';

export const POST = routeHandler(orderExpressFeeListCall, (input, context) => expressFees(input, context));
