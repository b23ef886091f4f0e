import { productPhotosDeleteCall } from '@/lib/contract/calls/admin/product-photos';
import { deletePhoto } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productPhotosDeleteCall, (input, operator) =>
  deletePhoto(input, actorOf(operator)),
);
