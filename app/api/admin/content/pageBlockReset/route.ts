import { contentPageBlockResetCall } from '@/lib/contract/calls/admin/content';
import { resetPageBlock } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentPageBlockResetCall, (input, operator) =>
  resetPageBlock(input, actorOf(operator)),
);
