import { productPhotosListCall } from '@/lib/contract/calls/admin/product-photos';
import { productPhotos } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(productPhotosListCall, (input) => productPhotos(input));
