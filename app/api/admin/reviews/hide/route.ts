import { reviewHideCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/http';
import { hideReview } from '@/lib/server/reviews';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(reviewHideCall, (input, operator) =>
  hideReview(input, actorOf(operator)),
);
