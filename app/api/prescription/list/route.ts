import { prescriptionListCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';
import { listPrescriptions } from '@/lib/server/domain/prescriptions';

export const POST = routeHandler(prescriptionListCall, async (_input, context) =>
  listPrescriptions((await requireShopper(context)).userId),
);
