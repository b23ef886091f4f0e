import { orderProductListCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http/route-handler';
import { snapshotProducts } from '@/lib/server/checkout/snapshot-status';

export const POST = routeHandler(orderProductListCall, (input, context) => snapshotProducts(input, context));
