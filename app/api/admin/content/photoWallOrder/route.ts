import { contentPhotoWallOrderCall } from '@/lib/contract/calls/admin/content';
import { orderPhotoWall } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentPhotoWallOrderCall, (input, operator) =>
  orderPhotoWall(input, actorOf(operator)),
);
