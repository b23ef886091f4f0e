import { contentBannerOrderCall } from '@/lib/contract/calls/admin/content';
import { orderBanners } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentBannerOrderCall, (input, operator) =>
  orderBanners(input, actorOf(operator)),
);
