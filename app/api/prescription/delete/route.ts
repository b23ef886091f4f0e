import { prescriptionDeleteCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';
import { deletePrescription } from '@/lib/server/prescriptions/prescription-book';

export const POST = routeHandler(prescriptionDeleteCall, async ({ id }, context) =>
  deletePrescription((await requireShopper(context)).userId, id),
);
