import { adminOrderExtendPrescriptionWaitCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { extendPrescriptionWait } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderExtendPrescriptionWaitCall, (input, operator) =>
  extendPrescriptionWait(input, actorOf(operator)),
);
