import { cartSnapshootStatusCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http';
import { snapshotStatus } from '@/lib/server/checkout';

export const POST = routeHandler(cartSnapshootStatusCall, (input, context) => snapshotStatus(input, context));
