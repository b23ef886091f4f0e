import { provinceListCall } from '@/lib/contract/calls/reference';
import { listProvinces } from '@/lib/server/domain/reference';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(provinceListCall, (ref) => listProvinces(ref));
