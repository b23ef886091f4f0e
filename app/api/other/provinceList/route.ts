import { provinceListCall } from '@/lib/contract/calls/reference';
import { listProvinces } from '@/lib/server/domain/reference';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(provinceListCall, (ref) => listProvinces(ref));
