import { prescriptionInfoCall } from '@/lib/contract/calls/prescription';
import { requireShopper } from '@/lib/server/accounts/shopper';
import { routeHandler } from '@/lib/server/http/route-handler';
import { prescriptionInfo } from '@/lib/server/prescriptions/prescription-book';

export const POST = routeHandler(prescriptionInfoCall, async ({ id }, context) =>
  prescriptionInfo((await requireShopper(context)).userId, id),
);
