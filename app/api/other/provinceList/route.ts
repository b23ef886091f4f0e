import { provinceListCall } from '@/lib/contract/calls/reference';
import { listProvinces } from '@/lib/server/reference';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(provinceListCall, (ref) => listProvinces(ref));
