import { reviewSaveCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http';
import { saveReview } from '@/lib/server/reviews';

export const POST = routeHandler(reviewSaveCall, (draft, context) => saveReview(draft, context));
