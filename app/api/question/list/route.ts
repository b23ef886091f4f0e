import { questionListCall } from '@/lib/contract/calls/question';
import { listFaq } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(questionListCall, (query) => listFaq(query));
