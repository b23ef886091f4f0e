import { reviewReplyCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { replyToReview } from '@/lib/server/domain/reviews';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(reviewReplyCall, (input, operator) =>
  replyToReview(input, actorOf(operator)),
);
