import { prescriptionListCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { listPrescriptions } from '@/lib/server/domain/prescriptions';

export const POST = shopperRouteHandler(prescriptionListCall, async (_input, context) =>
  listPrescriptions((await requireShopper(context)).userId),
);
