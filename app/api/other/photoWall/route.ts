import { photoWallCall } from '@/lib/contract/calls/content';
import { listPhotoWall } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(photoWallCall, () => listPhotoWall());
