import { reviewReplyCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/http';
import { replyToReview } from '@/lib/server/reviews';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(reviewReplyCall, (input, operator) =>
  replyToReview(input, actorOf(operator)),
);
