import { questionInfoCall } from '@/lib/contract/calls/question';
import { faqArticle } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(questionInfoCall, (ref) => faqArticle(ref));
