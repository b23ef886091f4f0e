import { contentHotWordOrderCall } from '@/lib/contract/calls/admin/content';
import { orderHotWords } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentHotWordOrderCall, (input, operator) =>
  orderHotWords(input, actorOf(operator)),
);
