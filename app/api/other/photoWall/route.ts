import { photoWallCall } from '@/lib/contract/calls/content';
import { listPhotoWall } from '@/lib/server/content/home-content';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(photoWallCall, () => listPhotoWall());
