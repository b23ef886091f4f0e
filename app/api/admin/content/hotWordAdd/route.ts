import { contentHotWordAddCall } from '@/lib/contract/calls/admin/content';
import { addHotWord } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentHotWordAddCall, (input, operator) =>
  addHotWord(input, actorOf(operator)),
);
