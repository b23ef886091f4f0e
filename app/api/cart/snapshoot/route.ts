import { cartSnapshootCall } from '@/lib/contract/calls/checkout';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { snapshoot } from '@/lib/server/domain/checkout';

export const POST = publicRouteHandler(cartSnapshootCall, (input, context) => snapshoot(input, context));
