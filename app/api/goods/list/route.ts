import { goodsListCall } from '@/lib/contract/calls/goods';
import { listGoods } from '@/lib/server/domain/catalog';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(goodsListCall, (query) => listGoods(query));
