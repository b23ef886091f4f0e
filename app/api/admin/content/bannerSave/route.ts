import { contentBannerSaveCall } from '@/lib/contract/calls/admin/content';
import { saveBanner } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentBannerSaveCall, (input, operator) =>
  saveBanner(input, actorOf(operator)),
);
