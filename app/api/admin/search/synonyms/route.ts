import { searchSynonymsCall } from '@/lib/contract/calls/admin/search';
import { operatorRouteHandler } from '@/lib/server/http';
import { adminSynonyms } from '@/lib/server/search';

export const POST = operatorRouteHandler(searchSynonymsCall, () => adminSynonyms());
