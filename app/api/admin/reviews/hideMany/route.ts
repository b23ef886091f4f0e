import { reviewHideManyCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { hideReviews } from '@/lib/server/domain/reviews';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(reviewHideManyCall, (input, operator) =>
  hideReviews(input, actorOf(operator)),
);
