import { contentPageBlockResetCall } from '@/lib/contract/calls/admin/content';
import { resetPageBlock } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentPageBlockResetCall, (input, operator) =>
  resetPageBlock(input, actorOf(operator)),
);
