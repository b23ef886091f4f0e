import { bannerCall } from '@/lib/contract/calls/content';
import { listBanners } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(bannerCall, () => listBanners());
