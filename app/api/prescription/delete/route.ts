import { prescriptionDeleteCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';
import { deletePrescription } from '@/lib/server/prescriptions';

export const POST = routeHandler(prescriptionDeleteCall, async ({ id }, context) =>
  deletePrescription((await requireShopper(context)).userId, id),
);
