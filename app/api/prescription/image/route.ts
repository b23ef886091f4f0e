import { prescriptionImageCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { prescriptionPhoto } from '@/lib/server/domain/prescriptions';
import { privateImageRoute } from '@/lib/server/flows/checked-routes';

/**
 * Not in the shop's list of calls (docs/product.md#calls): answers the photo's JPEG bytes to its
 * owner (the envelope on failure).
 */
export const POST = privateImageRoute(prescriptionImageCall, async ({ id }, context) =>
  prescriptionPhoto((await requireShopper(context)).userId, id),
);
