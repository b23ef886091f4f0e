import { productPhotosListCall } from '@/lib/contract/calls/admin/product-photos';
import { productPhotos } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(productPhotosListCall, (input) => productPhotos(input));
