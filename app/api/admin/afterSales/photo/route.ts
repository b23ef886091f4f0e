import { afterSalesPhotoCall } from '@/lib/contract/calls/admin/after-sales';
import { afterSalesPhotoForStaff } from '@/lib/server/orders';
import { actorOf, requireOperator } from '@/lib/server/staff';
import { privateImageRoute } from '@/lib/server/http';

/** Answers an after-sales photo's JPEG bytes to a member answering the request (the envelope on failure). */
export const POST = privateImageRoute(afterSalesPhotoCall, async ({ photo }, context) =>
  afterSalesPhotoForStaff(photo, actorOf(await requireOperator(context, afterSalesPhotoCall.roles))),
);
