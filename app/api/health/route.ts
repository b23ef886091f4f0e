import { healthCall } from '@/lib/contract/calls/system';
import { health } from '@/lib/server/domain/system';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(healthCall, () => health());
