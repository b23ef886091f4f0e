import { productPhotosAddCall } from '@/lib/contract/calls/admin/product-photos';
import { addPhoto } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productPhotosAddCall, (input, operator) =>
  addPhoto(input, actorOf(operator)),
);
