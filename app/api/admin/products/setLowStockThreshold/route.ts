import { productSetLowStockThresholdCall } from '@/lib/contract/calls/admin/products';
import { setLowStockThreshold } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productSetLowStockThresholdCall, (input, operator) =>
  setLowStockThreshold(input, actorOf(operator)),
);
