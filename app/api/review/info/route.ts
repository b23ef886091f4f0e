import { reviewInfoCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/http';
import { reviewInfo } from '@/lib/server/reviews';

export const POST = routeHandler(reviewInfoCall, ({ code }) => reviewInfo(code));
