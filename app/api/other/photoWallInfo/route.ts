import { photoWallInfoCall } from '@/lib/contract/calls/content';
import { photoWallDetail } from '@/lib/server/content/home-content';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(photoWallInfoCall, ({ id }) => photoWallDetail(id));
