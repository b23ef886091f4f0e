import { prescriptionDeleteCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { deletePrescription } from '@/lib/server/domain/prescriptions';

export const POST = shopperRouteHandler(prescriptionDeleteCall, async ({ id }, context) =>
  deletePrescription((await requireShopper(context)).userId, id),
);
