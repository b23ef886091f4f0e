import { orderAfterSalesPhotoCall } from '@/lib/contract/calls/order';
import { requireShopper } from '@/lib/server/domain/accounts';
import { afterSalesPhoto } from '@/lib/server/domain/orders';
import { privateImageRoute } from '@/lib/server/flows/checked-routes';

/** Answers an after-sales photo's JPEG bytes to its owner (the envelope on failure). */
export const POST = privateImageRoute(orderAfterSalesPhotoCall, async ({ photo }, context) =>
  afterSalesPhoto((await requireShopper(context)).userId, photo),
);
