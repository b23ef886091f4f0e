import { productPhotosReorderCall } from '@/lib/contract/calls/admin/product-photos';
import { reorderPhotos } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(productPhotosReorderCall, (input, operator) =>
  reorderPhotos(input, actorOf(operator)),
);
