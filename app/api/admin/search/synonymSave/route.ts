import { searchSynonymSaveCall } from '@/lib/contract/calls/admin/search';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { saveSynonym } from '@/lib/server/domain/search';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(searchSynonymSaveCall, (input, operator) =>
  saveSynonym(input, actorOf(operator)),
);
