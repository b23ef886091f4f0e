import { cartSnapshootStatusCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http/route-handler';
import { snapshotStatus } from '@/lib/server/checkout/snapshot-status';

export const POST = routeHandler(cartSnapshootStatusCall, (input, context) => snapshotStatus(input, context));
