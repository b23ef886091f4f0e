import { reviewListCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http/route-handler';
import { listReviews } from '@/lib/server/reviews/review-reads';

export const POST = routeHandler(reviewListCall, (query) => listReviews(query));
