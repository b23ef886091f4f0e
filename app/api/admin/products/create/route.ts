import { productCreateCall } from '@/lib/contract/calls/admin/products';
import { createProduct } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productCreateCall, (input, operator) =>
  createProduct(input, actorOf(operator)),
);
