import { contentPageBlockSaveCall } from '@/lib/contract/calls/admin/content';
import { savePageBlock } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentPageBlockSaveCall, (input, operator) =>
  savePageBlock(input, actorOf(operator)),
);
