import { photoWallInfoCall } from '@/lib/contract/calls/content';
import { photoWallDetail } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(photoWallInfoCall, ({ id }) => photoWallDetail(id));
