import { reviewSaveCall } from '@/lib/contract/calls/review';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { saveReview } from '@/lib/server/domain/reviews';

export const POST = shopperRouteHandler(reviewSaveCall, (draft, context) => saveReview(draft, context));
