import { backInStockCall } from '@/lib/contract/calls/back-in-stock';
import { requestBackInStockMail } from '@/lib/server/back-in-stock';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(backInStockCall, requestBackInStockMail);
