import { productAdjustStockCall } from '@/lib/contract/calls/admin/products';
import { adjustStock } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productAdjustStockCall, (input, operator) =>
  adjustStock(input, actorOf(operator)),
);
