import { bannerCall } from '@/lib/contract/calls/content';
import { listBanners } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(bannerCall, () => listBanners());
