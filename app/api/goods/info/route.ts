import { goodsInfoCall } from '@/lib/contract/calls/goods';
import { productDetail } from '@/lib/server/catalog';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(goodsInfoCall, ({ code }) => productDetail(code));
