import { searchSynonymRemoveCall } from '@/lib/contract/calls/admin/search';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { removeSynonym } from '@/lib/server/domain/search';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(searchSynonymRemoveCall, (input, operator) =>
  removeSynonym(input, actorOf(operator)),
);
