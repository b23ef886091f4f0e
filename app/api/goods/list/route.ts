import { goodsListCall } from '@/lib/contract/calls/goods';
import { listGoods } from '@/lib/server/domain/catalog';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(goodsListCall, (query) => listGoods(query));
