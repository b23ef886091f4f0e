import { contentFaqDeleteCall } from '@/lib/contract/calls/admin/content';
import { deleteFaqArticle } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentFaqDeleteCall, (input, operator) =>
  deleteFaqArticle(input, actorOf(operator)),
);
