import { prescriptionImportCall } from '@/lib/contract/calls/prescription-fhir';
import { requireShopper } from '@/lib/server/domain/accounts';
import { importPrescription } from '@/lib/server/domain/prescriptions';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { requestAddress } from '@/lib/server/platform/client-address';

/** JSON `{name?, resource}` or multipart with a `file` (a VisionPrescription). */
export const POST = shopperRouteHandler(prescriptionImportCall, async (input, context) =>
  importPrescription((await requireShopper(context)).userId, input, requestAddress(context.request)),
);
