import { contentPhotoWallOrderCall } from '@/lib/contract/calls/admin/content';
import { orderPhotoWall } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentPhotoWallOrderCall, (input, operator) =>
  orderPhotoWall(input, actorOf(operator)),
);
