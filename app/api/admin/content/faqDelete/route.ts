import { contentFaqDeleteCall } from '@/lib/contract/calls/admin/content';
import { deleteFaqArticle } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentFaqDeleteCall, (input, operator) =>
  deleteFaqArticle(input, actorOf(operator)),
);
