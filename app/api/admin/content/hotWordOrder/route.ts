import { contentHotWordOrderCall } from '@/lib/contract/calls/admin/content';
import { orderHotWords } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentHotWordOrderCall, (input, operator) =>
  orderHotWords(input, actorOf(operator)),
);
