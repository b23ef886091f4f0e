import { reviewRestoreCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { restoreReview } from '@/lib/server/domain/reviews';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(reviewRestoreCall, (input, operator) =>
  restoreReview(input, actorOf(operator)),
);
