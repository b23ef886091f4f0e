import { bannerCall } from '@/lib/contract/calls/content';
import { listBanners } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(bannerCall, () => listBanners());
