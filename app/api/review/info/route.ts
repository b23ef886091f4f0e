import { reviewInfoCall } from '@/lib/contract/calls/review';
import { routeHandler } from '@/lib/server/platform/http';
import { reviewInfo } from '@/lib/server/domain/reviews';

export const POST = routeHandler(reviewInfoCall, ({ code }) => reviewInfo(code));
