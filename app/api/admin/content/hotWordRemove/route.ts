import { contentHotWordRemoveCall } from '@/lib/contract/calls/admin/content';
import { removeHotWord } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentHotWordRemoveCall, (input, operator) =>
  removeHotWord(input, actorOf(operator)),
);
