import { contentBannersCall } from '@/lib/contract/calls/admin/content';
import { adminBanners } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(contentBannersCall, () => adminBanners());
