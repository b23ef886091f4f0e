import { goodsListCall } from '@/lib/contract/calls/goods';
import { listGoods } from '@/lib/server/catalog/list-goods';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(goodsListCall, (query) => listGoods(query));
