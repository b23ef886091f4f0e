import { orderAfterSalesPhotoCall } from '@/lib/contract/calls/order';
import { requireShopper } from '@/lib/server/accounts';
import { afterSalesPhoto } from '@/lib/server/orders';
import { privateImageRoute } from '@/lib/server/http';

/** Answers an after-sales photo's JPEG bytes to its owner (the envelope on failure). */
export const POST = privateImageRoute(orderAfterSalesPhotoCall, async ({ photo }, context) =>
  afterSalesPhoto((await requireShopper(context)).userId, photo),
);
