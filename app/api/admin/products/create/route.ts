import { productCreateCall } from '@/lib/contract/calls/admin/products';
import { createProduct } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productCreateCall, (input, operator) =>
  createProduct(input, actorOf(operator)),
);
