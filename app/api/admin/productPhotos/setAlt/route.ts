import { productPhotosSetAltCall } from '@/lib/contract/calls/admin/product-photos';
import { setPhotoAlt } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productPhotosSetAltCall, (input, operator) =>
  setPhotoAlt(input, actorOf(operator)),
);
