import { healthCall } from '@/lib/contract/calls/system';
import { health } from '@/lib/server/domain/system';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(healthCall, () => health());
