import { questionSearchCall } from '@/lib/contract/calls/question';
import { searchFaq } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(questionSearchCall, ({ keyword, limit }) => searchFaq(keyword, limit));
