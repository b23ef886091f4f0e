import { orderExpressFeeListCall } from '@/lib/contract/calls/checkout';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { expressFees } from '@/lib/server/domain/checkout';

export const POST = publicRouteHandler(orderExpressFeeListCall, (input, context) =>
  expressFees(input, context),
);
