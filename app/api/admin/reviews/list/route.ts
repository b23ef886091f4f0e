import { reviewAdminListCall } from '@/lib/contract/calls/admin/reviews';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { listReviewsForOperator } from '@/lib/server/domain/reviews';

export const POST = operatorRouteHandler(reviewAdminListCall, (input) => listReviewsForOperator(input));
