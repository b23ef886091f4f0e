import { prescriptionInfoCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';
import { prescriptionInfo } from '@/lib/server/domain/prescriptions';

export const POST = routeHandler(prescriptionInfoCall, async ({ id }, context) =>
  prescriptionInfo((await requireShopper(context)).userId, id),
);
