import { prescriptionInfoCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { prescriptionInfo } from '@/lib/server/domain/prescriptions';

export const POST = shopperRouteHandler(prescriptionInfoCall, async ({ id }, context) =>
  prescriptionInfo((await requireShopper(context)).userId, id),
);
