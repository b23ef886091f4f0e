import { photoWallInfoCall } from '@/lib/contract/calls/content';
import { photoWallDetail } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(photoWallInfoCall, ({ id }) => photoWallDetail(id));
