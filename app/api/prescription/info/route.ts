import { prescriptionInfoCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';
import { prescriptionInfo } from '@/lib/server/prescriptions';

export const POST = routeHandler(prescriptionInfoCall, async ({ id }, context) =>
  prescriptionInfo((await requireShopper(context)).userId, id),
);
