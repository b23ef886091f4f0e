import { reviewListCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/platform/http';
import { listReviews } from '@/lib/server/domain/reviews';

export const POST = routeHandler(reviewListCall, (query) => listReviews(query));
