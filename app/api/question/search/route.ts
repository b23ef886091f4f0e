import { questionSearchCall } from '@/lib/contract/calls/question';
import { searchFaq } from '@/lib/server/content/faq';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(questionSearchCall, ({ keyword, limit }) => searchFaq(keyword, limit));
