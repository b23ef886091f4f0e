import { questionInfoCall } from '@/lib/contract/calls/question';
import { faqArticle } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(questionInfoCall, (ref) => faqArticle(ref));
