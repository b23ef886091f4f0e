import { questionOtherCall } from '@/lib/contract/calls/question';
import { otherFaq } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(questionOtherCall, ({ limit, ...ref }) => otherFaq(ref, limit));
