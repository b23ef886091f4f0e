import { contentFaqSaveCall } from '@/lib/contract/calls/admin/content';
import { saveFaqArticle } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(contentFaqSaveCall, (input, operator) =>
  saveFaqArticle(input, actorOf(operator)),
);
