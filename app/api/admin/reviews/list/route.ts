import { reviewAdminListCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/http';
import { listReviewsForOperator } from '@/lib/server/reviews';

export const POST = operatorRouteHandler(reviewAdminListCall, (input) => listReviewsForOperator(input));
