import { contentBannersCall } from '@/lib/contract/calls/admin/content';
import { adminBanners } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/platform/http';

export const POST = operatorRouteHandler(contentBannersCall, () => adminBanners());
