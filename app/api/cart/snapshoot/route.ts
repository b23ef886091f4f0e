import { cartSnapshootCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http';
import { snapshoot } from '@/lib/server/checkout';

export const POST = routeHandler(cartSnapshootCall, (input, context) => snapshoot(input, context));
