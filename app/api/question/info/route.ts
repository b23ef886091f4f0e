import { questionInfoCall } from '@/lib/contract/calls/question';
import { faqArticle } from '@/lib/server/content/faq';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(questionInfoCall, (ref) => faqArticle(ref));
