import { orderProductListCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http';
import { snapshotProducts } from '@/lib/server/checkout';

export const POST = routeHandler(orderProductListCall, (input, context) => snapshotProducts(input, context));
