import { goodsAttributeCall } from '@/lib/contract/calls/goods';
import { goodsAttributes } from '@/lib/server/domain/catalog';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(goodsAttributeCall, (scope) => goodsAttributes(scope));
