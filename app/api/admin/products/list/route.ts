import { productListCall } from '@/lib/contract/calls/admin/products';
import { listProducts } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(productListCall, (input) => listProducts(input));
