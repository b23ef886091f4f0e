import { productPhotosSetTryOnCall } from '@/lib/contract/calls/admin/product-photos';
import { setTryOnImage } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productPhotosSetTryOnCall, (input, operator) =>
  setTryOnImage(input, actorOf(operator)),
);
