import { contentPhotoWallCall } from '@/lib/contract/calls/admin/content';
import { adminPhotoWall } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(contentPhotoWallCall, () => adminPhotoWall());
