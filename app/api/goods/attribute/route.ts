import { goodsAttributeCall } from '@/lib/contract/calls/goods';
import { goodsAttributes } from '@/lib/server/domain/catalog';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(goodsAttributeCall, (scope) => goodsAttributes(scope));
