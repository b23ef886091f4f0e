import { searchSynonymSaveCall } from '@/lib/contract/calls/admin/search';
import { operatorRouteHandler } from '@/lib/server/http';
import { saveSynonym } from '@/lib/server/search';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(searchSynonymSaveCall, (input, operator) =>
  saveSynonym(input, actorOf(operator)),
);
