import { afterSalesPhotoCall } from '@/lib/contract/calls/admin/after-sales';
import { afterSalesPhotoForStaff } from '@/lib/server/domain/orders';
import { actorOf, requireOperator } from '@/lib/server/domain/staff';
import { privateImageRoute } from '@/lib/server/flows/checked-routes';

/** Answers an after-sales photo's JPEG bytes to a member answering the request (the envelope on failure). */
export const POST = privateImageRoute(afterSalesPhotoCall, async ({ photo }, context) =>
  afterSalesPhotoForStaff(photo, actorOf(await requireOperator(context, afterSalesPhotoCall.roles))),
);
