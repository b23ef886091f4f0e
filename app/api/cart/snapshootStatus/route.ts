import { cartSnapshootStatusCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/platform/http';
import { snapshotStatus } from '@/lib/server/domain/checkout';

export const POST = routeHandler(cartSnapshootStatusCall, (input, context) => snapshotStatus(input, context));
