import { reviewListCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http';
import { listReviews } from '@/lib/server/reviews';

export const POST = routeHandler(reviewListCall, (query) => listReviews(query));
