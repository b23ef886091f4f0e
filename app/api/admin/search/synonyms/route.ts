import { searchSynonymsCall } from '@/lib/contract/calls/admin/search';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { adminSynonyms } from '@/lib/server/domain/search';

export const POST = operatorRouteHandler(searchSynonymsCall, () => adminSynonyms());
