import { goodsAttributeCall } from '@/lib/contract/calls/goods';
import { goodsAttributes } from '@/lib/server/catalog';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(goodsAttributeCall, (scope) => goodsAttributes(scope));
