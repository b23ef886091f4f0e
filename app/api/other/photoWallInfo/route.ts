import { photoWallInfoCall } from '@/lib/contract/calls/content';
import { photoWallDetail } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(photoWallInfoCall, ({ id }) => photoWallDetail(id));
