import { contentHotWordRemoveCall } from '@/lib/contract/calls/admin/content';
import { removeHotWord } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentHotWordRemoveCall, (input, operator) =>
  removeHotWord(input, actorOf(operator)),
);
