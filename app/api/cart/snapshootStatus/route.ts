import { cartSnapshootStatusCall } from '@/lib/contract/calls/checkout';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { snapshotStatus } from '@/lib/server/domain/checkout';

export const POST = publicRouteHandler(cartSnapshootStatusCall, (input, context) =>
  snapshotStatus(input, context),
);
