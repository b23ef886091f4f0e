import { reviewHideCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { hideReview } from '@/lib/server/domain/reviews';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(reviewHideCall, (input, operator) =>
  hideReview(input, actorOf(operator)),
);
