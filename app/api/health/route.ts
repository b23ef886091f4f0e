import { healthCall } from '@/lib/contract/calls/system';
import { health } from '@/lib/server/system/health';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(healthCall, () => health());
