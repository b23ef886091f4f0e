import { reviewAdminListCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { listReviewsForOperator } from '@/lib/server/domain/reviews';

export const POST = operatorRouteHandler(reviewAdminListCall, (input) => listReviewsForOperator(input));
