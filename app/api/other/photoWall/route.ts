import { photoWallCall } from '@/lib/contract/calls/content';
import { listPhotoWall } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(photoWallCall, () => listPhotoWall());
