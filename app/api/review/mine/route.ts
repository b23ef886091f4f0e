import { reviewMineCall } from '@/lib/contract/calls/review';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { myReview } from '@/lib/server/domain/reviews';

export const POST = shopperRouteHandler(reviewMineCall, (input, context) => myReview(input, context));
