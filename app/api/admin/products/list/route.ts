import { productListCall } from '@/lib/contract/calls/admin/products';
import { listProducts } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(productListCall, (input) => listProducts(input));
