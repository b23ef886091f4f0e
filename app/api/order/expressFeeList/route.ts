import { orderExpressFeeListCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/platform/http';
import { expressFees } from '@/lib/server/domain/checkout';

export const POST = routeHandler(orderExpressFeeListCall, (input, context) => expressFees(input, context));
