import { prescriptionListCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';
import { listPrescriptions } from '@/lib/server/prescriptions/prescription-book';

export const POST = routeHandler(prescriptionListCall, async (_input, context) =>
  listPrescriptions((await requireShopper(context)).userId),
);
