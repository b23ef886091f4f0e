import { questionListCall } from '@/lib/contract/calls/question';
import { listFaq } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(questionListCall, (query) => listFaq(query));
