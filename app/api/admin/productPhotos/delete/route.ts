import { productPhotosDeleteCall } from '@/lib/contract/calls/admin/product-photos';
import { deletePhoto } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productPhotosDeleteCall, (input, operator) =>
  deletePhoto(input, actorOf(operator)),
);
