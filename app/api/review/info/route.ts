import { reviewInfoCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http/route-handler';
import { reviewInfo } from '@/lib/server/reviews/review-reads';

export const POST = routeHandler(reviewInfoCall, ({ code }) => reviewInfo(code));
