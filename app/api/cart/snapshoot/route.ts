import { cartSnapshootCall } from '@/lib/contract/calls/checkout';
import { routeHandler } from '@/lib/server/http/route-handler';
import { snapshoot } from '@/lib/server/checkout/snapshoot';

export const POST = routeHandler(cartSnapshootCall, (input, context) => snapshoot(input, context));
