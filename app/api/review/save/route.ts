import { reviewSaveCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http/route-handler';
import { saveReview } from '@/lib/server/reviews/save-review';

export const POST = routeHandler(reviewSaveCall, (draft, context) => saveReview(draft, context));
