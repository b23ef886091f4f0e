import { questionOtherCall } from '@/lib/contract/calls/question';
import { otherFaq } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(questionOtherCall, ({ limit, ...ref }) => otherFaq(ref, limit));
