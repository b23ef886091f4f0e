import { questionSearchCall } from '@/lib/contract/calls/question';
import { searchFaq } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(questionSearchCall, ({ keyword, limit }) => searchFaq(keyword, limit));
