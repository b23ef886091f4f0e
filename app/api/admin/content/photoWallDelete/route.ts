import { contentPhotoWallDeleteCall } from '@/lib/contract/calls/admin/content';
import { deletePhotoWallEntry } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentPhotoWallDeleteCall, (input, operator) =>
  deletePhotoWallEntry(input, actorOf(operator)),
);
