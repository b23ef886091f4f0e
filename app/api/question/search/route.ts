import { questionSearchCall } from '@/lib/contract/calls/question';
import { searchFaq } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(questionSearchCall, ({ keyword, limit }) => searchFaq(keyword, limit));
