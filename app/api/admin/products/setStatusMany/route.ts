import { productSetStatusManyCall } from '@/lib/contract/calls/admin/product-selection';
import { setProductStatusMany } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productSetStatusManyCall, (input, operator) =>
  setProductStatusMany(input, actorOf(operator)),
);
