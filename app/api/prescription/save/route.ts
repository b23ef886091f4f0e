import { prescriptionSaveCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';
import { savePrescription } from '@/lib/server/prescriptions/prescription-book';
import { requestAddress } from '@/lib/server/support/request-address';

/** JSON (typed values) or multipart with a `file` (a photo of the prescription). */
export const POST = routeHandler(prescriptionSaveCall, async (input, context) =>
  savePrescription((await requireShopper(context)).userId, input, requestAddress(context.request)),
);
