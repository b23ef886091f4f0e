import { reviewMineCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/platform/http';
import { myReview } from '@/lib/server/domain/reviews';

export const POST = routeHandler(reviewMineCall, (input, context) => myReview(input, context));
