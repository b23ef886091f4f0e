import { goodsInfoCall } from '@/lib/contract/calls/goods';
import { productDetail } from '@/lib/server/domain/catalog';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(goodsInfoCall, ({ code }) => productDetail(code));
