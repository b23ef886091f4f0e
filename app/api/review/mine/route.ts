import { reviewMineCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http';
import { myReview } from '@/lib/server/reviews';

export const POST = routeHandler(reviewMineCall, (input, context) => myReview(input, context));
