import { reviewSaveCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/platform/http';
import { saveReview } from '@/lib/server/domain/reviews';

export const POST = routeHandler(reviewSaveCall, (draft, context) => saveReview(draft, context));
