import { questionListCall } from '@/lib/contract/calls/question';
import { listFaq } from '@/lib/server/content/faq';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(questionListCall, (query) => listFaq(query));
