import { contentPhotoWallDeleteCall } from '@/lib/contract/calls/admin/content';
import { deletePhotoWallEntry } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentPhotoWallDeleteCall, (input, operator) =>
  deletePhotoWallEntry(input, actorOf(operator)),
);
