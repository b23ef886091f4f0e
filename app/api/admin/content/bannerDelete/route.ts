import { contentBannerDeleteCall } from '@/lib/contract/calls/admin/content';
import { deleteBanner } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentBannerDeleteCall, (input, operator) =>
  deleteBanner(input, actorOf(operator)),
);
