import { prescriptionDeleteCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';
import { deletePrescription } from '@/lib/server/domain/prescriptions';

export const POST = routeHandler(prescriptionDeleteCall, async ({ id }, context) =>
  deletePrescription((await requireShopper(context)).userId, id),
);
