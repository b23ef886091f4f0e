import { contentPhotoWallCall } from '@/lib/contract/calls/admin/content';
import { adminPhotoWall } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(contentPhotoWallCall, () => adminPhotoWall());
