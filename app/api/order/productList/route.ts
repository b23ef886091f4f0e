import { orderProductListCall } from '@/lib/contract/calls/checkout';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { snapshotProducts } from '@/lib/server/domain/checkout';

export const POST = publicRouteHandler(orderProductListCall, (input, context) =>
  snapshotProducts(input, context),
);
