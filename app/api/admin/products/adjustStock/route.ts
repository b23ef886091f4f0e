import { productAdjustStockCall } from '@/lib/contract/calls/admin/products';
import { adjustStock } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productAdjustStockCall, (input, operator) =>
  adjustStock(input, actorOf(operator)),
);
