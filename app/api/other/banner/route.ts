import { bannerCall } from '@/lib/contract/calls/content';
import { listBanners } from '@/lib/server/content/home-content';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(bannerCall, () => listBanners());
