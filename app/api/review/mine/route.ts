import { reviewMineCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http/route-handler';
import { myReview } from '@/lib/server/reviews/my-review';

export const POST = routeHandler(reviewMineCall, (input, context) => myReview(input, context));
