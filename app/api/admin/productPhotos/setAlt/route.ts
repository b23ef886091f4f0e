import { productPhotosSetAltCall } from '@/lib/contract/calls/admin/product-photos';
import { setPhotoAlt } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productPhotosSetAltCall, (input, operator) =>
  setPhotoAlt(input, actorOf(operator)),
);
