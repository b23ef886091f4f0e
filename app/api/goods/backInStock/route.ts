import { backInStockCall } from '@/lib/contract/calls/back-in-stock';
import { requestBackInStockMail } from '@/lib/server/domain/back-in-stock';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(backInStockCall, requestBackInStockMail);
