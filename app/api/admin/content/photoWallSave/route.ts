import { contentPhotoWallSaveCall } from '@/lib/contract/calls/admin/content';
import { savePhotoWallEntry } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentPhotoWallSaveCall, (input, operator) =>
  savePhotoWallEntry(input, actorOf(operator)),
);
