import { questionOtherCall } from '@/lib/contract/calls/question';
import { otherFaq } from '@/lib/server/content/faq';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(questionOtherCall, ({ limit, ...ref }) => otherFaq(ref, limit));
