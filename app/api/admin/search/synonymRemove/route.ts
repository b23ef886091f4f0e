import { searchSynonymRemoveCall } from '@/lib/contract/calls/admin/search';
import { operatorRouteHandler } from '@/lib/server/http';
import { removeSynonym } from '@/lib/server/search';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(searchSynonymRemoveCall, (input, operator) =>
  removeSynonym(input, actorOf(operator)),
);
