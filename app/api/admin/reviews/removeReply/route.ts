import { reviewRemoveReplyCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { removeReviewReply } from '@/lib/server/domain/reviews';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(reviewRemoveReplyCall, (input, operator) =>
  removeReviewReply(input, actorOf(operator)),
);
