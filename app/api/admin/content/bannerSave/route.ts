import { contentBannerSaveCall } from '@/lib/contract/calls/admin/content';
import { saveBanner } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentBannerSaveCall, (input, operator) =>
  saveBanner(input, actorOf(operator)),
);
