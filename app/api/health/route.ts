import { healthCall } from '@/lib/contract/calls/system';
import { health } from '@/lib/server/system';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(healthCall, () => health());
