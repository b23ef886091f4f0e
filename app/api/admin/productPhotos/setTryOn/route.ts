import { productPhotosSetTryOnCall } from '@/lib/contract/calls/admin/product-photos';
import { setTryOnImage } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productPhotosSetTryOnCall, (input, operator) =>
  setTryOnImage(input, actorOf(operator)),
);
