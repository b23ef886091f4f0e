import { reviewRestoreCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/http';
import { restoreReview } from '@/lib/server/reviews';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(reviewRestoreCall, (input, operator) =>
  restoreReview(input, actorOf(operator)),
);
