import { orderAfterSalesPhotoCall } from '@/lib/contract/calls/order';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { afterSalesPhoto } from '@/lib/server/orders/after-sales';
import { privateImageRoute } from '@/lib/server/uploads/private-image-route';

/** Answers an after-sales photo's JPEG bytes to its owner (the envelope on failure). */
export const POST = privateImageRoute(orderAfterSalesPhotoCall, async ({ photo }, context) =>
  afterSalesPhoto((await requireShopper(context)).userId, photo),
);
