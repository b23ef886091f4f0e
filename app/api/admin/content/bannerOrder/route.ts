import { contentBannerOrderCall } from '@/lib/contract/calls/admin/content';
import { orderBanners } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentBannerOrderCall, (input, operator) =>
  orderBanners(input, actorOf(operator)),
);
