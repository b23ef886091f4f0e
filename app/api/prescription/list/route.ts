import { prescriptionListCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';
import { listPrescriptions } from '@/lib/server/prescriptions';

export const POST = routeHandler(prescriptionListCall, async (_input, context) =>
  listPrescriptions((await requireShopper(context)).userId),
);
