import { contentBannerDeleteCall } from '@/lib/contract/calls/admin/content';
import { deleteBanner } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentBannerDeleteCall, (input, operator) =>
  deleteBanner(input, actorOf(operator)),
);
