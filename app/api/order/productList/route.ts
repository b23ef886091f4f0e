import { orderProductListCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/platform/http';
import { snapshotProducts } from '@/lib/server/domain/checkout';

export const POST = routeHandler(orderProductListCall, (input, context) => snapshotProducts(input, context));
