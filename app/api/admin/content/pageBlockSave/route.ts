import { contentPageBlockSaveCall } from '@/lib/contract/calls/admin/content';
import { savePageBlock } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentPageBlockSaveCall, (input, operator) =>
  savePageBlock(input, actorOf(operator)),
);
