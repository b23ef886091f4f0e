import { goodsInfoCall } from '@/lib/contract/calls/goods';
import { productDetail } from '@/lib/server/catalog/product-detail';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(goodsInfoCall, ({ code }) => productDetail(code));
