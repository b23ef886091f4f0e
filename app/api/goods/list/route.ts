import { goodsListCall } from '@/lib/contract/calls/goods';
import { listGoods } from '@/lib/server/catalog';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(goodsListCall, (query) => listGoods(query));
