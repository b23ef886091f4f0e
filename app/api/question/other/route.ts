import { questionOtherCall } from '@/lib/contract/calls/question';
import { otherFaq } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(questionOtherCall, ({ limit, ...ref }) => otherFaq(ref, limit));
