import { reviewRemoveReplyCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/http';
import { removeReviewReply } from '@/lib/server/reviews';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(reviewRemoveReplyCall, (input, operator) =>
  removeReviewReply(input, actorOf(operator)),
);
