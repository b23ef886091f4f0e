import { productPhotosAddCall } from '@/lib/contract/calls/admin/product-photos';
import { addPhoto } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productPhotosAddCall, (input, operator) =>
  addPhoto(input, actorOf(operator)),
);
