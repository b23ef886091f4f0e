import { photoWallCall } from '@/lib/contract/calls/content';
import { listPhotoWall } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(photoWallCall, () => listPhotoWall());
