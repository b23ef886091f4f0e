import { prescriptionSaveCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { savePrescription } from '@/lib/server/domain/prescriptions';
import { requestAddress } from '@/lib/server/platform/client-address';

/** JSON (typed values) or multipart with a `file` (a photo of the prescription). */
export const POST = shopperRouteHandler(prescriptionSaveCall, async (input, context) =>
  savePrescription((await requireShopper(context)).userId, input, requestAddress(context.request)),
);
