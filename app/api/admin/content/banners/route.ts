import { contentBannersCall } from '@/lib/contract/calls/admin/content';
import { adminBanners } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(contentBannersCall, () => adminBanners());
