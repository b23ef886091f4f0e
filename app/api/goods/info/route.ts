import { goodsInfoCall } from '@/lib/contract/calls/goods';
import { productDetail } from '@/lib/server/domain/catalog';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(goodsInfoCall, ({ code }) => productDetail(code));
