import { productPhotosReorderCall } from '@/lib/contract/calls/admin/product-photos';
import { reorderPhotos } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(productPhotosReorderCall, (input, operator) =>
  reorderPhotos(input, actorOf(operator)),
);
