import { contentPhotoWallSaveCall } from '@/lib/contract/calls/admin/content';
import { savePhotoWallEntry } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentPhotoWallSaveCall, (input, operator) =>
  savePhotoWallEntry(input, actorOf(operator)),
);
