import { contentFaqSaveCall } from '@/lib/contract/calls/admin/content';
import { saveFaqArticle } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(contentFaqSaveCall, (input, operator) =>
  saveFaqArticle(input, actorOf(operator)),
);
