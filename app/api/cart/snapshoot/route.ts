import { cartSnapshootCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/platform/http';
import { snapshoot } from '@/lib/server/domain/checkout';

export const POST = routeHandler(cartSnapshootCall, (input, context) => snapshoot(input, context));
