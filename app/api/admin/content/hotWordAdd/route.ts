import { contentHotWordAddCall } from '@/lib/contract/calls/admin/content';
import { addHotWord } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentHotWordAddCall, (input, operator) =>
  addHotWord(input, actorOf(operator)),
);
