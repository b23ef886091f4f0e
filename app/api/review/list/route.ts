import { reviewListCall } from '@/lib/contract/calls/review';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { listReviews } from '@/lib/server/domain/reviews';

export const POST = publicRouteHandler(reviewListCall, (query) => listReviews(query));
