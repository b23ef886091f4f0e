import { productChangePricesCall } from '@/lib/contract/calls/admin/product-selection';
import { changeProductPrices } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productChangePricesCall, (input, operator) =>
  changeProductPrices(input, actorOf(operator)),
);
