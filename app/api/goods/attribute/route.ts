import { goodsAttributeCall } from '@/lib/contract/calls/goods';
import { goodsAttributes } from '@/lib/server/catalog/goods-attributes';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(goodsAttributeCall, (scope) => goodsAttributes(scope));
