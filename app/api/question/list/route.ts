import { questionListCall } from '@/lib/contract/calls/question';
import { listFaq } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(questionListCall, (query) => listFaq(query));
