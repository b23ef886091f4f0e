import { provinceListCall } from '@/lib/contract/calls/reference';
import { listProvinces } from '@/lib/server/reference/countries';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(provinceListCall, (ref) => listProvinces(ref));
