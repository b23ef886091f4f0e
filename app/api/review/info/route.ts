import { reviewInfoCall } from '@/lib/contract/calls/review';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { reviewInfo } from '@/lib/server/domain/reviews';

export const POST = publicRouteHandler(reviewInfoCall, ({ code }) => reviewInfo(code));
