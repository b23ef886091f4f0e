import { productSetLowStockThresholdCall } from '@/lib/contract/calls/admin/products';
import { setLowStockThreshold } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productSetLowStockThresholdCall, (input, operator) =>
  setLowStockThreshold(input, actorOf(operator)),
);
